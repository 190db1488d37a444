import { createHmac, timingSafeEqual } from 'node:crypto';
import { dataApiPrefix } from '../../../../../shared/site-paths.ts';

/** Long enough to watch a film with pauses; the session is checked on every request anyway. */
const materialLinkLifetimeSeconds = 6 * 60 * 60;

interface LinkClaims {
  /** The material. */
  m: string;
  /** The user and the session the link was made for. */
  u: string;
  s: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

/**
 * Links to one material's file that work without an Authorization header, for `<video src>` and
 * new tabs: signed with a key of their own, bound to a material and to the session that asked.
 */
export function createMaterialLinks(key: Buffer) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    create(materialId: string, caller: { userId: string; sessionId: string }, now = new Date()) {
      const expiresAt = Math.floor(now.getTime() / 1000) + materialLinkLifetimeSeconds;
      const claims: LinkClaims = {
        m: materialId,
        u: caller.userId,
        s: caller.sessionId,
        e: expiresAt,
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const token = `${payload}.${sign(payload)}`;
      return {
        url: `${dataApiPrefix}/materials/${materialId}/file?token=${token}`,
        expires_at: new Date(expiresAt * 1000).toISOString(),
      };
    },

    /** The user and session a valid, unexpired link for `materialId` names; else undefined. */
    verify(token: string, materialId: string, now = new Date()) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as LinkClaims;
      if (claims.m !== materialId || claims.e * 1000 <= now.getTime()) return undefined;
      return { userId: claims.u, sessionId: claims.s };
    },
  };
}
