import type { OneTimeTokenPurpose } from '../../db/schema.ts';
import type { Actor } from '../../platform/actor.ts';
import { isBanned } from './ban-duration.ts';
import { authErrors } from './errors.ts';
import { openSessionForProvenAddress } from './proven-address.ts';
import type { AuthServices } from './services.ts';

export const verificationTypes = ['recovery', 'invite', 'signup', 'email', 'magiclink'] as const;
type VerificationType = (typeof verificationTypes)[number];

/** Which stored purposes a verification type may use up. */
const purposesOf: Record<VerificationType, readonly OneTimeTokenPurpose[]> = {
  recovery: ['recovery'],
  invite: ['invite'],
  signup: ['signup'],
  email: ['signup', 'magiclink'],
  magiclink: ['magiclink'],
};

export type PresentedToken = { type: VerificationType } & (
  { token_hash: string } | { email: string; token: string }
);

/**
 * Uses up a one-time token and opens a session for its user, confirming the address
 * (auth-api.md, "Recovery, invitation, confirmation"). Unknown, used or expired: `otp_expired`.
 */
export async function verifyOneTimeToken(
  services: AuthServices,
  presented: PresentedToken,
  actor: Actor,
) {
  const { users } = services.repositories;
  const purposes = purposesOf[presented.type];
  const now = new Date();

  const outcome = await services.store.db.transaction().execute(async (trx) => {
    let consumed;
    if ('token_hash' in presented) {
      consumed = await services.oneTimeTokens.consume(trx, presented.token_hash, purposes, now);
    } else {
      const owner = await users.findByEmail(trx, presented.email);
      consumed =
        owner &&
        (await services.oneTimeTokens.consumeCode(trx, owner.id, presented.token, purposes, now));
    }
    if (!consumed) return undefined;
    const user = await users.findById(trx, consumed.user_id);
    if (!user || isBanned(user)) return { banned: true } as const;
    // A sign-up's own link confirms the password it was made with; any other link only the address.
    return openSessionForProvenAddress(
      services,
      trx,
      {
        user,
        keepsUnprovenPassword: consumed.purpose === 'signup',
        audit: { action: 'verified', detail: { type: presented.type } },
      },
      actor,
      now,
    );
  });

  if (!outcome) throw authErrors.otpExpired();
  if ('banned' in outcome) throw authErrors.userBanned(403);
  return outcome;
}

/**
 * Whether an e-mail link's token can still be used, and whose account it opens, without using it
 * (`POST /verify/check`, our extension: auth-api.md). It tells no more than `POST /verify` would,
 * and counts against the same limit.
 */
export async function checkOneTimeToken(
  services: AuthServices,
  presented: { type: VerificationType; token_hash: string },
) {
  const { db } = services.store;
  const live = await services.oneTimeTokens.peek(
    db,
    presented.token_hash,
    purposesOf[presented.type],
  );
  if (!live) throw authErrors.otpExpired();
  const user = await services.repositories.users.findById(db, live.user_id);
  if (!user) throw authErrors.otpExpired();
  if (isBanned(user)) throw authErrors.userBanned(403);
  return { email: user.email };
}
