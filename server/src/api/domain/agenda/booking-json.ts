import type { Booking } from '../../../../../shared/agenda.ts';
import type { ConversationRecord } from '../../../../../shared/booking-notes.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import { type HostDirectory, hostRefOf, rulesOf } from './hosts.ts';

/** A booking as the client and the team read it; the meeting link (its host's) only while it stands. */
export function bookingJson(
  row: BookingRow,
  hosts: HostDirectory,
  record: ConversationRecord = { attendance: null, recap: null },
): Booking {
  return {
    id: row.id,
    host: hostRefOf(hosts, row.host_id),
    start: row.start_at,
    end: row.end_at,
    status: row.status,
    topic: row.topic,
    notes: row.notes,
    meeting_url: row.status === 'confirmed' ? rulesOf(hosts, row.host_id).meeting_url : null,
    cancel_reason: row.cancel_reason,
    created_at: row.created_at,
    attendance: record.attendance,
    recap: record.recap,
  };
}
