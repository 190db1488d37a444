import type { Transaction } from 'kysely';
import type { Actor } from '../../platform/actor.ts';
import { deleteAccount } from '../../auth/domain/accounts.ts';
import type { Database } from '../../db/schema.ts';
import { cancelBookingsOfLeavingClient } from './agenda/bookings.ts';
import type { ApiServices } from './api-services.ts';
import { enqueueMessageFilesRemoval } from './messages/message-files.ts';
import { enqueuePlanFilesRemoval } from './plans/plan-files.ts';

/**
 * Deletes an account and everything stored about it (profile, sessions, tokens, bookings, messages
 * and their attachments, the plan and its files, those in a bucket by a job once this commits), the
 * team told of its upcoming bookings: the client's own deletion (`byOwner`), the team's console
 * and the operator's `users delete` alike. Run inside the caller's transaction.
 */
export async function deleteAccountWithItsData(
  services: ApiServices,
  trx: Transaction<Database>,
  change: { userId: string; byOwner: boolean } & Actor,
) {
  const cause = change.byOwner ? 'account_deletion' : 'account_removed';
  await cancelBookingsOfLeavingClient(services, trx, { userId: change.userId, cause });
  await enqueueMessageFilesRemoval(services, trx, change.userId);
  await enqueuePlanFilesRemoval(services, trx, change.userId);
  await deleteAccount(services.auth, trx, change);
}
