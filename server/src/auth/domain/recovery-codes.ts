import { createHmac, randomInt } from 'node:crypto';
import type { Actor } from '../../platform/actor.ts';
import type { AuthServices } from './services.ts';

/** How many codes a set holds. */
const recoveryCodesPerSet = 10;

/** Crockford's base 32, lower case: no i, l, o or u to misread. 8 characters are 40 bits. */
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const codeLength = 8;

function newRecoveryCode() {
  const characters = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]);
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

/**
 * A typed code as stored, or undefined when it cannot be one: case, spaces and dashes do not
 * count, and the letters Crockford's alphabet leaves out read as the digits they look like.
 */
function normalised(typed: string) {
  const code = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  if (code.length !== codeLength || [...code].some((c) => !alphabet.includes(c))) return undefined;
  return code;
}

/** Only this keyed digest is stored: a copy of the database alone does not give usable codes. */
export function recoveryCodeDigest(services: AuthServices, typed: string) {
  const code = normalised(typed);
  if (code === undefined) return undefined;
  return createHmac('sha256', services.deriveKey('mfa-recovery-code')).update(code).digest('hex');
}

/** A TOTP code is six digits; anything else presented at a challenge may be a recovery code. */
export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

/**
 * A new set of codes for the user (`POST /api/v1/account/recovery-codes`), shown once: the
 * previous set dies. The caller has checked the session is at aal2.
 */
export async function generateRecoveryCodes(services: AuthServices, userId: string, actor: Actor) {
  const codes = Array.from({ length: recoveryCodesPerSet }, newRecoveryCode);
  const digests = codes.map((code) => recoveryCodeDigest(services, code)!);
  const now = new Date();
  await services.store.db.transaction().execute(async (trx) => {
    await services.repositories.recoveryCodes.replaceOf(trx, userId, digests, now.toISOString());
    await services.repositories.auditLog.record(
      trx,
      { action: 'recovery_codes_generated', userId, ...actor },
      now,
    );
  });
  return codes;
}

/** How many of the user's codes are left and when the set was made. */
export function recoveryCodeSummary(services: AuthServices, userId: string) {
  return services.repositories.recoveryCodes.summaryOf(services.store.db, userId);
}
