/** Why the agenda refused a booking, reschedule or cancellation. */
export type AgendaRefusalReason =
  'slot_taken' | 'slot_unavailable' | 'booking_limit' | 'booking_not_found' | 'booking_closed';

export class AgendaRefusal extends Error {
  constructor(
    readonly reason: AgendaRefusalReason,
    /** For `booking_limit`: how many upcoming bookings a client may have. */
    readonly limit?: number,
  ) {
    super(reason);
    this.name = 'AgendaRefusal';
  }
}
