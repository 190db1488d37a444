import {
  type ClientInvitation,
  type ClientListQuery,
  type ClientSummary,
  clientsPerPage,
} from '../../../../../shared/clients.ts';
import { isProfileComplete } from '../../../../../shared/profile.ts';
import { accountStatus } from '../../../auth/domain/account-status.ts';
import type { Actor } from '../../../platform/actor.ts';
import { AuthError } from '../../../auth/domain/errors.ts';
import { inviteAccount } from '../../../auth/domain/invitations.ts';
import { enforceEmailCooldown } from '../../../platform/rate-limits/request-limits.ts';
import { setAccountDisabled } from '../../../auth/domain/operator-accounts.ts';
import type { ClientAccountRow } from '../../db/repositories/client-accounts.ts';
import { deleteAccountWithItsData } from '../account-deletion.ts';
import { listOwnBookings } from '../agenda/bookings.ts';
import type { ApiServices } from '../api-services.ts';
import { readProfile, startInvitedProfile } from '../profiles.ts';
import { ClientRefusal } from './client-refusal.ts';

function clientSummary(row: ClientAccountRow, now: Date): ClientSummary {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    status: accountStatus(row, now),
    last_sign_in_at: row.last_sign_in_at,
    profile_completed: isProfileComplete(row),
    next_booking: row.next_booking ?? null,
    created_at: row.created_at,
  };
}

/** The client with this id, as the team's list shows it; a member of the team is not one. */
export async function existingClient(services: ApiServices, id: string, now = new Date()) {
  const row = await services.clients.find(services.auth.store.db, id, now.toISOString());
  if (!row) throw new ClientRefusal('client_not_found');
  return row;
}

/** An account deleted by another request meanwhile is a client not found. */
function goneMeanwhile(error: unknown): never {
  if (error instanceof AuthError && error.code === 'user_not_found') {
    throw new ClientRefusal('client_not_found');
  }
  throw error;
}

/** A page of the team's client list, newest first, searched by address or name. */
export async function listClients(services: ApiServices, query: ClientListQuery, now = new Date()) {
  const { db } = services.auth.store;
  const at = now.toISOString();
  const offset = (query.page - 1) * clientsPerPage;
  const [rows, total] = await Promise.all([
    services.clients.page(db, query, offset, clientsPerPage, at),
    services.clients.count(db, query, at),
  ]);
  return {
    clients: rows.map((row) => clientSummary(row, now)),
    page: query.page,
    per_page: clientsPerPage,
    total,
  };
}

/** A client's account with its invitation's expiry, profile and bookings (those to come first, soonest first; then the rest, latest first). */
export async function readClient(services: ApiServices, id: string, now = new Date()) {
  const row = await existingClient(services, id, now);
  const [profile, bookings, invitationExpiry] = await Promise.all([
    readProfile(services, id),
    listOwnBookings(services, id),
    row.email_confirmed_at
      ? undefined
      : services.auth.repositories.oneTimeTokens.expiryOf(services.auth.store.db, id, 'invite'),
  ]);
  const at = now.toISOString();
  const upcoming = bookings.filter(
    (booking) => booking.status === 'confirmed' && booking.start > at,
  );
  const rest = bookings.filter((booking) => !upcoming.includes(booking)).reverse();
  return {
    account: {
      id: row.id,
      email: row.email,
      status: accountStatus(row, now),
      created_at: row.created_at,
      last_sign_in_at: row.last_sign_in_at,
      invited_at: row.invited_at,
      email_confirmed_at: row.email_confirmed_at,
      /** The last invitation's link: when it stops (or stopped) working; null once accepted. */
      invitation_expires_at: invitationExpiry ?? null,
    },
    profile,
    bookings: [...upcoming, ...rest],
  };
}

/**
 * Creates a client's account and mails the invitation, as `POST /auth/v1/invite` does; the name,
 * when given, starts the profile. An address that has an account already is refused (an invited
 * one gets its invitation again through `resendInvitation`); one e-mail per address per
 * `RATE_LIMIT_EMAIL_SENT_INTERVAL`.
 */
export async function inviteClient(
  services: ApiServices,
  invitation: ClientInvitation,
  actor: Actor,
) {
  const { auth } = services;
  if (await auth.repositories.users.findByEmail(auth.store.db, invitation.email)) {
    throw new ClientRefusal('account_exists');
  }
  await enforceEmailCooldown(auth, invitation.email);
  const user = await inviteAccount(auth, { email: invitation.email, ...actor }).catch(
    (error: unknown) => {
      // Another request created the address since the check above.
      throw error instanceof AuthError && error.code === 'email_exists'
        ? new ClientRefusal('account_exists')
        : error;
    },
  );
  if (invitation.full_name) await startInvitedProfile(services, user.id, invitation.full_name);
  return clientSummary(await existingClient(services, user.id), new Date());
}

/** Mails a new invitation link to a client who never used theirs; the earlier link stops working. */
export async function resendInvitation(services: ApiServices, id: string, actor: Actor) {
  const client = await existingClient(services, id);
  const status = accountStatus(client);
  if (status === 'active') throw new ClientRefusal('invitation_accepted');
  if (status === 'disabled') throw new ClientRefusal('client_disabled');
  await enforceEmailCooldown(services.auth, client.email);
  await inviteAccount(services.auth, { email: client.email, ...actor }).catch(goneMeanwhile);
  return clientSummary(await existingClient(services, id), new Date());
}

/** Disables a client's account (their sessions end at once) or enables it again. */
export async function setClientDisabled(
  services: ApiServices,
  id: string,
  disabled: boolean,
  actor: Actor,
) {
  await existingClient(services, id);
  await setAccountDisabled(services.auth, { userId: id, disabled, ...actor });
  return clientSummary(await existingClient(services, id), new Date());
}

/** Deletes a client's account and data; the team hears of the bookings it had to come. */
export async function deleteClient(services: ApiServices, id: string, actor: Actor) {
  await existingClient(services, id);
  await services.auth.store.db
    .transaction()
    .execute((trx) =>
      deleteAccountWithItsData(services, trx, { userId: id, byOwner: false, ...actor }),
    )
    .catch(goneMeanwhile);
}
