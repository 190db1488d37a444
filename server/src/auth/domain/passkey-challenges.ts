import type { Queryable } from '../../platform/queryable.ts';
import { passkeyErrors } from './passkey-errors.ts';
import { tokenDigest } from './random-token.ts';
import type { AuthServices } from './services.ts';

/** How long a ceremony may take, from the options to the answer. */
export const challengeLifetimeSeconds = 300;

type Purpose = 'registration' | 'authentication';

/** Who the server is to the browser: the RP ID is SITE_URL's host, the origin SITE_URL's origin. */
export function relyingParty(services: AuthServices) {
  const site = new URL(services.config.siteUrl);
  return { id: site.hostname, origin: site.origin, name: 'Legacy' };
}

/** Keeps the digest of a challenge just handed out; its id and when it lapses (Unix seconds). */
export async function keepChallenge(
  services: AuthServices,
  db: Queryable,
  { purpose, userId, challenge }: { purpose: Purpose; userId: string | null; challenge: string },
  now = new Date(),
) {
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + challengeLifetimeSeconds * 1000);
  await services.repositories.passkeyChallenges.insert(db, {
    id,
    purpose,
    user_id: userId,
    challenge_hash: tokenDigest(challenge),
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  });
  return { id, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
}

/**
 * Spends a challenge: whatever the answer turns out to be, it cannot be answered again. Refused
 * when unknown, spent, expired, for the other ceremony or for another user's registration. The
 * answer is checked against it with `matches`.
 */
export async function spendChallenge(
  services: AuthServices,
  db: Queryable,
  id: string,
  expected: { purpose: Purpose; userId: string | null },
  now = new Date(),
) {
  const row = await services.repositories.passkeyChallenges.take(db, id);
  if (
    !row ||
    row.purpose !== expected.purpose ||
    row.user_id !== expected.userId ||
    row.expires_at <= now.toISOString()
  ) {
    throw passkeyErrors.challengeNotFound();
  }
  return { matches: (challenge: string) => tokenDigest(challenge) === row.challenge_hash };
}
