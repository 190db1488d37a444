import type { UserRow } from '../db/repositories/users.ts';
import { replacePassword, setBannedUntil } from './account-changes.ts';
import type { Actor } from '../../platform/actor.ts';
import { createAccount } from './accounts.ts';
import { bannedUntilFor, disabledForGood } from './ban-duration.ts';
import { authErrors } from './errors.ts';
import { appMetadataOf, mergeMetadata, userMetadataOf, withoutProviderKeys } from './metadata.ts';
import { clearPasswordOfInvited } from './invitations.ts';
import { hashNewPassword, passwordHashFrom } from './passwords.ts';
import { linkLandingPath, redirectOnSite } from './redirects.ts';
import { authApiPrefix } from '../../../../shared/site-paths.ts';
import type { AuthServices } from './services.ts';

/** What the operator may set on an account (the admin API's fields). */
export interface OperatorFields {
  email?: string;
  password?: string;
  passwordHash?: string;
  emailConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  banDuration?: string;
}

/** An account made by the operator: a password in clear or an imported hash, or none. */
export async function createAccountAsOperator(
  services: AuthServices,
  fields: OperatorFields & { email: string },
  actor: Actor,
) {
  const passwordHash =
    (await passwordHashFrom(fields, services.config.auth.passwordMinLength)) ?? null;
  const bannedUntil = fields.banDuration ? bannedUntilFor(fields.banDuration) : null;
  return services.store.db.transaction().execute((trx) =>
    createAccount(services, trx, {
      email: fields.email,
      passwordHash,
      confirmed: fields.emailConfirm ?? false,
      userMetadata: fields.userMetadata,
      appMetadata: fields.appMetadata,
      bannedUntil,
      ...actor,
    }),
  );
}

/** Changes an account as the operator; a new password or a ban ends its sessions. */
export async function updateAccountAsOperator(
  services: AuthServices,
  user: UserRow,
  fields: OperatorFields,
  actor: Actor,
) {
  const { users } = services.repositories;
  const passwordHash = await passwordHashFrom(fields, services.config.auth.passwordMinLength);
  const bannedUntil =
    fields.banDuration === undefined ? undefined : bannedUntilFor(fields.banDuration);
  const now = new Date();

  const updated = await services.store.db.transaction().execute(async (trx) => {
    if (fields.email !== undefined && fields.email !== user.email) {
      if (await users.findByEmail(trx, fields.email)) throw authErrors.emailExists();
    }
    await users.update(trx, user.id, {
      updated_at: now.toISOString(),
      ...(fields.email !== undefined ? { email: fields.email } : {}),
      ...(fields.emailConfirm !== undefined
        ? {
            email_confirmed_at: fields.emailConfirm
              ? (user.email_confirmed_at ?? now.toISOString())
              : null,
          }
        : {}),
      ...(fields.userMetadata
        ? {
            user_metadata: JSON.stringify(mergeMetadata(userMetadataOf(user), fields.userMetadata)),
          }
        : {}),
      ...(fields.appMetadata
        ? {
            app_metadata: JSON.stringify(
              withoutProviderKeys(mergeMetadata(appMetadataOf(user), fields.appMetadata)),
            ),
          }
        : {}),
    });
    if (passwordHash !== undefined) {
      await replacePassword(services, trx, { userId: user.id, passwordHash, ...actor });
    }
    if (bannedUntil !== undefined) {
      await setBannedUntil(services, trx, { userId: user.id, bannedUntil, ...actor });
    }
    return users.findById(trx, user.id);
  });
  // Deleted by another request while this one ran.
  if (!updated) throw authErrors.userNotFound(404);
  return updated;
}

/**
 * Disables an account for good (Supabase's ban "for good"), which ends its sessions and links at
 * once, or enables it again: the operator's `users disable|enable` and the team's console.
 */
export async function setAccountDisabled(
  services: AuthServices,
  change: { userId: string; disabled: boolean } & Actor,
) {
  const { disabled, ...rest } = change;
  const bannedUntil = disabled ? bannedUntilFor(disabledForGood) : null;
  await services.store.db
    .transaction()
    .execute((trx) => setBannedUntil(services, trx, { ...rest, bannedUntil }));
}

export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery';

/**
 * A link the operator hands out (`/admin/generate_link`): sends no mail. Signup and invite links
 * create the account when it does not exist yet.
 */
export async function generateLink(
  services: AuthServices,
  request: {
    type: LinkType;
    email: string;
    password?: string;
    userMetadata?: Record<string, unknown>;
    redirectTo?: string;
  } & Actor,
) {
  const { config, store } = services;
  const { type, email, password, userMetadata, redirectTo: requested, ...actor } = request;
  let user = await services.repositories.users.findByEmail(store.db, email);
  if (type === 'signup' || type === 'invite') {
    if (user?.email_confirmed_at) throw authErrors.emailExists();
    if (user && type === 'invite') await clearPasswordOfInvited(services, user, actor);
    if (!user) {
      if (type === 'signup' && password === undefined) {
        throw authErrors.validation('password is required for a signup link');
      }
      user = await createAccount(services, store.db, {
        email,
        passwordHash:
          password === undefined
            ? null
            : await hashNewPassword(password, config.auth.passwordMinLength),
        confirmed: false,
        invited: type === 'invite',
        userMetadata,
        ...actor,
      });
    }
  } else if (!user) {
    throw authErrors.userNotFound(404);
  }
  const redirectTo = redirectOnSite(config, requested, linkLandingPath(type));
  const { token, code } = await services.oneTimeTokens.issue(store.db, user.id, type);
  const actionLink = new URL(`${config.apiExternalUrl}${authApiPrefix}/verify`);
  actionLink.search = new URLSearchParams({ token, type, redirect_to: redirectTo }).toString();
  return { user, actionLink: actionLink.href, code, token, redirectTo };
}
