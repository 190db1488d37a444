import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';

/**
 * The times a host's own calendar holds busy between two instants (as last read by
 * calendar-sync.ts), or every host's when `hostId` is null: slots that overlap one are not offered
 * nor booked. Read from the store only; booking never waits on a calendar.
 */
export async function busySpans(
  services: ApiServices,
  db: Queryable,
  hostId: string | null,
  from: string,
  to: string,
) {
  const rows = await services.hostCalendars.busyBetween(db, hostId, from, to);
  return rows.map((row) => ({ host_id: row.host_id, start: row.start_at, end: row.end_at }));
}
