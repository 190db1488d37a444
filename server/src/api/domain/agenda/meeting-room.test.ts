import { describe, expect, it } from 'vitest';
import { meetingRoomName } from './meeting-room.ts';

const key = Buffer.from('a key derived from the server secret');

describe('the room of a booking', () => {
  it('is the same for the same booking, whatever its time', () => {
    expect(meetingRoomName(key, 'booking-1')).toBe(meetingRoomName(key, 'booking-1'));
  });

  it('differs from booking to booking, and from server secret to server secret', () => {
    const names = new Set(
      Array.from({ length: 200 }, (_, index) => meetingRoomName(key, `booking-${index}`)),
    );
    expect(names.size).toBe(200);
    expect(meetingRoomName(Buffer.from('another secret'), 'booking-1')).not.toBe(
      meetingRoomName(key, 'booking-1'),
    );
  });

  it('is too long to guess: 20 base32 characters (100 bits) after its prefix', () => {
    expect(meetingRoomName(key, crypto.randomUUID())).toMatch(/^legado-[a-z2-7]{20}$/);
  });
});
