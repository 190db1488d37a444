import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const cipher = 'aes-256-gcm';
const format = 'v1';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived from the server secret, bound to their
 * factor's id (a sealed secret copied onto another factor does not open).
 */
export function sealFactorSecret(key: Buffer, factorId: string, secret: string) {
  const iv = randomBytes(12);
  const box = createCipheriv(cipher, key, iv).setAAD(Buffer.from(factorId));
  const sealed = Buffer.concat([box.update(secret, 'utf8'), box.final()]);
  return [format, iv, box.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret sealed by `sealFactorSecret`; throws when the key, the factor or a byte differs. */
export function openFactorSecret(key: Buffer, factorId: string, stored: string) {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== format || !iv || !tag || sealed === undefined) {
    throw new Error('unknown factor secret format');
  }
  const box = createDecipheriv(cipher, key, Buffer.from(iv, 'base64url'))
    .setAAD(Buffer.from(factorId))
    .setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([box.update(Buffer.from(sealed, 'base64url')), box.final()]).toString();
}
