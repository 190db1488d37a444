import { createHmac } from 'node:crypto';

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 20 base32 characters, 100 bits: no one finds a room by trying names. */
const secretLength = 20;

/**
 * The room of one booking (decision 051): "legado-" and a keyed hash of the booking's id, so only
 * the server can name it, and a reschedule, which keeps the id, keeps the room.
 */
export function meetingRoomName(key: Buffer, bookingId: string) {
  const digest = createHmac('sha256', key).update(`meeting-room:${bookingId}`).digest();
  let bits = BigInt(`0x${digest.subarray(0, 13).toString('hex')}`);
  let name = '';
  for (let index = 0; index < secretLength; index += 1) {
    name += base32[Number(bits & 31n)];
    bits >>= 5n;
  }
  return `legado-${name}`;
}
