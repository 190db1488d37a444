import type { Booking } from '../../../../../shared/agenda.ts';
import type { ConversationRecord } from '../../../../../shared/booking-notes.ts';
import type { BookingRow } from '../../db/repositories/agenda.ts';
import type { ApiServices } from '../api-services.ts';
import { changeableUntil } from './change-window.ts';
import { type HostDirectory, hostRefOf, rulesOf } from './hosts.ts';
import { meetingOf, noMeeting } from './meeting.ts';

/**
 * A booking as the client and the team read it: the meeting (by its host's rules) only while it
 * stands, and until when the client may change it (the team's window).
 */
export function bookingJson(
  services: ApiServices,
  row: BookingRow,
  hosts: HostDirectory,
  record: ConversationRecord = { attendance: null, recap: null },
): Booking {
  const meeting =
    row.status === 'confirmed' ? meetingOf(services, row, rulesOf(hosts, row.host_id)) : noMeeting;
  return {
    id: row.id,
    host: hostRefOf(hosts, row.host_id),
    start: row.start_at,
    end: row.end_at,
    status: row.status,
    topic: row.topic,
    notes: row.notes,
    meeting_url: meeting.url,
    cancel_reason: row.cancel_reason,
    created_at: row.created_at,
    meeting_location: meeting.location,
    changeable_until: changeableUntil(row, hosts.team),
    attendance: record.attendance,
    recap: record.recap,
  };
}
