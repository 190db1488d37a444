import type { ApiServices } from './api-services.ts';

/**
 * Who hears of the agenda's events, for a job's e-mail: TEAM_NOTIFY_EMAIL, or else every staff
 * account; and the bookings' hosts (`hostEmails`), each address once. None, and the operator is
 * told how to name some.
 */
export async function teamRecipients(
  services: ApiServices,
  jobId: string,
  hostEmails: string[] = [],
) {
  const { teamNotifyEmail } = services.auth.config.agenda;
  const team = teamNotifyEmail
    ? [teamNotifyEmail]
    : await services.staffAccounts.emails(services.auth.store.db);
  const addresses = [...new Set([...team, ...hostEmails])];
  if (addresses.length === 0) {
    services.auth.log.warn(
      { job: jobId },
      'no one to tell of a booking: set TEAM_NOTIFY_EMAIL or give an account the staff role',
    );
  }
  return addresses;
}
