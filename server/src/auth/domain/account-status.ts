import type { ClientStatus } from '../../../../shared/clients.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { isBanned } from './ban-duration.ts';

/**
 * Where an account stands: disabled (banned), active (its address confirmed), invited (a link
 * sent, never used) or unconfirmed (signed up by itself, never confirmed).
 */
export function accountStatus(
  user: Pick<UserRow, 'banned_until' | 'email_confirmed_at' | 'invited_at'>,
  now = new Date(),
): ClientStatus {
  if (isBanned(user, now)) return 'disabled';
  if (user.email_confirmed_at) return 'active';
  return user.invited_at ? 'invited' : 'unconfirmed';
}
