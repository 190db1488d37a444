import { createHmac, randomInt } from 'node:crypto';
import type { OneTimeTokenPurpose } from '../../db/schema.ts';
import type { Queryable } from '../../platform/queryable.ts';
import type { Repositories } from '../db/repositories/create-repositories.ts';
import { newOpaqueToken, tokenDigest } from './random-token.ts';
import { isoAfter } from '../../platform/timestamps.ts';

/**
 * A six-digit code has a million values: the per-IP limit on /verify alone would let someone
 * with many IP addresses guess at it for an hour. After this many wrong codes against one token
 * its code stops working; its link (a 256-bit token) still does.
 */
export const maxCodeAttempts = 5;

/**
 * Recovery, invitation, confirmation and magic-link tokens: random, stored as digests, single
 * use, one live token per user and purpose (security.md, "Tokens and sessions").
 */
export function createOneTimeTokens(input: {
  expirySeconds: number;
  /** An invitation waits for the client longer than a link they asked for (INVITE_TTL). */
  inviteExpirySeconds: number;
  /** Key for the codes' digests (the server's JWT secret). */
  codeKey: string;
  repositories: Pick<Repositories, 'oneTimeTokens'>;
}) {
  const { codeKey } = input;
  const lifetimeOf = (purpose: OneTimeTokenPurpose) =>
    purpose === 'invite' ? input.inviteExpirySeconds : input.expirySeconds;
  const tokens = input.repositories.oneTimeTokens;

  // Keyed: a million codes are quickly tried against a plain digest, by anyone who reads the table.
  function codeDigest(userId: string, code: string) {
    return createHmac('sha256', codeKey).update(`code:${userId}:${code}`).digest('base64url');
  }

  const unexpired = <Row extends { expires_at: string }>(row: Row | undefined, now: Date) =>
    row && row.expires_at > now.toISOString() ? row : undefined;

  return {
    /** How long a token of this purpose lasts, in seconds. */
    lifetimeOf,

    /** Replaces any live token of the same purpose. Returns the clear token and a 6-digit code. */
    async issue(db: Queryable, userId: string, purpose: OneTimeTokenPurpose, now = new Date()) {
      const token = newOpaqueToken();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await tokens.replace(db, {
        tokenHash: tokenDigest(token),
        codeHash: codeDigest(userId, code),
        userId,
        purpose,
        createdAt: now.toISOString(),
        expiresAt: isoAfter(now, lifetimeOf(purpose)),
      });
      return { token, code };
    },

    /** A token presented by its clear value, if it is still usable; it stays usable. */
    async peek(
      db: Queryable,
      token: string,
      purposes: readonly OneTimeTokenPurpose[],
      now = new Date(),
    ) {
      return unexpired(await tokens.findByHash(db, tokenDigest(token), purposes), now);
    },

    /** Uses up a token presented by its clear value; undefined when unknown, used or expired. */
    async consume(
      db: Queryable,
      token: string,
      purposes: readonly OneTimeTokenPurpose[],
      now = new Date(),
    ) {
      return unexpired(await tokens.takeByHash(db, tokenDigest(token), purposes), now);
    },

    /**
     * Uses up a token presented as the e-mail address plus its 6-digit code. A wrong code counts
     * against the live tokens of that address; the last allowed attempt retires their codes.
     */
    async consumeCode(
      db: Queryable,
      userId: string,
      code: string,
      purposes: readonly OneTimeTokenPurpose[],
      now = new Date(),
    ) {
      const row = await tokens.takeByCode(db, userId, codeDigest(userId, code), purposes);
      if (!row) await tokens.countWrongCode(db, userId, purposes, maxCodeAttempts);
      return unexpired(row, now);
    },

    revoke: (db: Queryable, token: string) => tokens.deleteByHash(db, tokenDigest(token)),

    revokeAllOf: tokens.deleteAllOf,
  };
}
