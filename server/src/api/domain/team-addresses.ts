import type { ApiServices } from './api-services.ts';

/** Who hears of the agenda's events: TEAM_NOTIFY_EMAIL, or else every staff account. */
export async function teamAddresses(services: ApiServices) {
  const { teamNotifyEmail } = services.auth.config.agenda;
  if (teamNotifyEmail) return [teamNotifyEmail];
  return services.staffAccounts.emails(services.auth.store.db);
}
