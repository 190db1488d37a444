import type { ApiServices } from './api-services.ts';

/**
 * Who hears of the agenda's events, for a job's e-mail: TEAM_NOTIFY_EMAIL, or else every staff
 * account. None, and the operator is told how to name some.
 */
export async function teamRecipients(services: ApiServices, jobId: string) {
  const { teamNotifyEmail } = services.auth.config.agenda;
  if (teamNotifyEmail) return [teamNotifyEmail];
  const addresses = await services.staffAccounts.emails(services.auth.store.db);
  if (addresses.length === 0) {
    services.auth.log.warn(
      { job: jobId },
      'no one to tell of a booking: set TEAM_NOTIFY_EMAIL or give an account the staff role',
    );
  }
  return addresses;
}
