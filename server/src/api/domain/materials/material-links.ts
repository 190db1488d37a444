import { createHmac, timingSafeEqual } from 'node:crypto';
import { dataApiPrefix } from '../../../../../shared/site-paths.ts';

/** Long enough to watch a film with pauses; the session is checked on every request anyway. */
const materialLinkLifetimeSeconds = 6 * 60 * 60;

interface LinkClaims {
  /** The file. */
  m: string;
  /** The user and the session the link was made for. */
  u: string;
  s: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

/**
 * Links to one stored file that work without an Authorization header, for `<video src>` and new
 * tabs: signed with a key of their own, bound to a file and to the session that asked. `pathOf`
 * is the file's route, which checks the link (a material's, a message attachment's).
 */
export function createSignedFileLinks(key: Buffer, pathOf: (fileId: string) => string) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    create(fileId: string, caller: { userId: string; sessionId: string }, now = new Date()) {
      const expiresAt = Math.floor(now.getTime() / 1000) + materialLinkLifetimeSeconds;
      const claims: LinkClaims = {
        m: fileId,
        u: caller.userId,
        s: caller.sessionId,
        e: expiresAt,
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const token = `${payload}.${sign(payload)}`;
      return {
        url: `${pathOf(fileId)}?token=${token}`,
        expires_at: new Date(expiresAt * 1000).toISOString(),
      };
    },

    /** The user and session a valid, unexpired link for `fileId` names; else undefined. */
    verify(token: string, fileId: string, now = new Date()) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as LinkClaims;
      if (claims.m !== fileId || claims.e * 1000 <= now.getTime()) return undefined;
      return { userId: claims.u, sessionId: claims.s };
    },
  };
}

/** Links to a material's file (`GET /api/v1/materials/:id/file`). */
export const createMaterialLinks = (key: Buffer) =>
  createSignedFileLinks(key, (id) => `${dataApiPrefix}/materials/${id}/file`);
