import type { Availability } from '../../../../../shared/agenda.ts';
import type { ApiServices } from '../api-services.ts';
import { meetingRoomName } from './meeting-room.ts';

/** Where a booking's conversation happens: the address to join, and what calendars show. */
export interface Meeting {
  url: string | null;
  location: string | null;
}

/** The key of the rooms' names, derived from the server's secret. */
const meetingRoomKey = (services: ApiServices) => services.auth.deriveKey('meeting-room');

function roomUrl(baseUrl: string, name: string) {
  return new URL(name, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

/**
 * A booking's meeting under the rules `availability` sets: the fixed link, a room of its own under
 * the rooms' address, or the address of an in-person meeting (which has no link).
 */
export function meetingOf(
  services: ApiServices,
  booking: { id: string },
  availability: Availability,
): Meeting {
  switch (availability.meeting_kind) {
    case 'link':
      return { url: availability.meeting_url, location: availability.meeting_url };
    case 'room': {
      const base = availability.meeting_room_base_url;
      if (!base) return { url: null, location: null };
      const url = roomUrl(base, meetingRoomName(meetingRoomKey(services), booking.id));
      return { url, location: url };
    }
    case 'in_person':
      return { url: null, location: availability.meeting_address };
  }
}

/** No meeting: a cancelled booking's. */
export const noMeeting: Meeting = { url: null, location: null };
