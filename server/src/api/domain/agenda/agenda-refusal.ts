import type { TeamContact } from './team-contact.ts';

/** Why the agenda refused a booking, reschedule or cancellation. */
export type AgendaRefusalReason =
  | 'slot_taken'
  | 'slot_unavailable'
  | 'booking_limit'
  | 'booking_not_found'
  | 'booking_closed'
  | 'booking_changed'
  | 'booking_change_limit'
  | 'intake_required'
  | 'booking_not_begun'
  | 'booking_cancelled'
  | 'host_not_found'
  | 'change_window_closed';

export class AgendaRefusal extends Error {
  constructor(
    readonly reason: AgendaRefusalReason,
    /**
     * For `booking_limit`: how many upcoming bookings a client may have; for
     * `booking_change_limit`: how many bookings and reschedules an hour; for
     * `change_window_closed`: the hours before the start in which the client cannot change it.
     */
    readonly limit?: number,
    /** For `booking_change_limit`: seconds until the client's hour ends. */
    readonly retryAfterSeconds?: number,
    /** For `change_window_closed`: how to ask the team instead. */
    readonly contact?: TeamContact,
  ) {
    super(reason);
    this.name = 'AgendaRefusal';
  }
}
