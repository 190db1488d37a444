import type {
  ConversationRecord,
  Recap,
  TeamConversationRecord,
} from '../../../../../shared/booking-notes.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { BookingNotesRow } from '../../db/repositories/booking-notes.ts';
import type { ApiServices } from '../api-services.ts';

const noRecord: TeamConversationRecord = { attendance: null, recap: null, private_notes: null };

/** The recap stored in a notes row, if one was written. */
export function recapOf(notes: BookingNotesRow | undefined): Recap | null {
  if (!notes?.recap_summary) return null;
  return {
    summary: notes.recap_summary,
    action_items: JSON.parse(notes.recap_action_items ?? '[]') as Recap['action_items'],
    updated_at: notes.recap_updated_at ?? notes.updated_at,
  };
}

/** Each booking's record as the team reads it, by booking id; a booking with none has none. */
export async function teamRecordsOf(services: ApiServices, db: Queryable, bookingIds: string[]) {
  const { notes, attendance } = await services.bookingNotes.ofBookings(db, bookingIds);
  const records = new Map(bookingIds.map((id) => [id, { ...noRecord }]));
  for (const row of attendance) records.get(row.booking_id)!.attendance = row.status;
  for (const row of notes) {
    const record = records.get(row.booking_id)!;
    record.private_notes = row.private_notes;
    record.recap = recapOf(row);
  }
  return (id: string) => records.get(id) ?? noRecord;
}

/** What the client reads of a record: never the team's private notes (decision 052). */
export const clientRecord = ({
  attendance,
  recap,
}: TeamConversationRecord): ConversationRecord => ({
  attendance,
  recap,
});
