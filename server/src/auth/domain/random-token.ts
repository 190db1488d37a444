import { createHash, randomBytes } from 'node:crypto';

/** 256 bits, URL-safe: refresh tokens and one-time tokens (auth-api.md asks for ≥ 128). */
export function newOpaqueToken() {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; a database leak does not reveal usable tokens. */
export function tokenDigest(token: string) {
  return createHash('sha256').update(token).digest('hex');
}
