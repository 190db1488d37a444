import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { passwordMaxLength } from '../../../../shared/credential-limits.ts';
import { passwordLengthProblem } from '../../../../shared/credential-rules.ts';
import { commonPasswords } from './common-passwords.ts';
import { authErrors } from './errors.ts';

// OWASP's argon2id profile (auth-api.md, "Password hashing"). 2 is Algorithm.Argon2id.
const argon2idOptions = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string) {
  return hash(password, argon2idOptions);
}

/** Supabase stores bcrypt; imports keep working and are upgraded on the next sign-in. */
// Cost, then 22 characters of salt and 31 of hash in bcrypt's own base64 alphabet.
const bcryptPattern = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/;
const bcryptMaxBytes = 72;

/**
 * The costliest imported hash a sign-in will compute. A stored hash sets its own cost, so an
 * unbounded one (argon2 with m=1 TiB, bcrypt with cost 31) would let any visitor exhaust the
 * server's memory or hashing threads by signing in to that account. The bounds leave room for
 * common settings elsewhere (libsodium's "moderate" argon2id is 256 MiB; bcrypt 10 to 12).
 */
const importedHashLimits = { memoryKib: 262_144, timeCost: 10, parallelism: 8, bcryptCost: 14 };

/** The hashes `isSupportedPasswordHash` accepts, for error messages. */
export const supportedHashes = `a bcrypt hash of cost 4 to ${importedHashLimits.bcryptCost} or an argon2 hash of at most m=${importedHashLimits.memoryKib}, t=${importedHashLimits.timeCost}, p=${importedHashLimits.parallelism}`;

export interface PasswordCheck {
  matches: boolean;
  needsRehash: boolean;
}

let dummyHash: Promise<string> | undefined;

async function verifyDummy(candidate: string) {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await verify(await dummyHash, candidate);
}

/**
 * Compares a candidate with a stored hash. With no stored hash (unknown e-mail, invited user) or
 * an unusable one it still verifies against a dummy, so the answer takes about as long either way.
 */
export async function checkPassword(
  stored: string | null,
  candidate: string,
): Promise<PasswordCheck> {
  if (stored === null || !isSupportedPasswordHash(stored)) {
    await verifyDummy(candidate);
    return { matches: false, needsRehash: false };
  }
  if (bcryptPattern.test(stored)) {
    // bcrypt reads the first 72 bytes and ignores the rest: a longer candidate cannot be checked
    // whole, and a match would rehash whatever was typed after them as the new password.
    const whole = Buffer.byteLength(candidate, 'utf8') <= bcryptMaxBytes;
    const matches = (await bcrypt.compare(candidate, stored).catch(() => false)) && whole;
    return { matches, needsRehash: matches };
  }
  const matches = await verify(stored, candidate).catch(() => false);
  return { matches, needsRehash: matches && !isCurrentArgon2id(stored) };
}

function isCurrentArgon2id(stored: string) {
  if (!stored.startsWith('$argon2id$')) return false;
  const options = parseOptions(stored);
  return (
    options.memoryCost >= argon2idOptions.memoryCost && options.timeCost >= argon2idOptions.timeCost
  );
}

/** A bcrypt or argon2 hash this server can verify, at a cost within `importedHashLimits`. */
export function isSupportedPasswordHash(value: string) {
  const bcryptCost = bcryptPattern.exec(value)?.[1];
  if (bcryptCost !== undefined) {
    const cost = Number(bcryptCost);
    return cost >= 4 && cost <= importedHashLimits.bcryptCost;
  }
  if (!value.startsWith('$argon2')) return false;
  try {
    const { memoryCost, timeCost, parallelism } = parseOptions(value);
    return (
      memoryCost <= importedHashLimits.memoryKib &&
      timeCost <= importedHashLimits.timeCost &&
      parallelism <= importedHashLimits.parallelism
    );
  } catch {
    return false;
  }
}

/** The rules for a password being set (never applied at sign-in). Throws the contract's errors. */
export function assertAcceptablePassword(password: string, minLength: number) {
  const problem = passwordLengthProblem(password, minLength);
  if (problem === 'too_long') {
    throw authErrors.validation(`Password cannot be longer than ${passwordMaxLength} characters`);
  }
  if (problem === 'too_short') throw authErrors.weakPassword('length', minLength);
  if (commonPasswords.has(password.toLowerCase()))
    throw authErrors.weakPassword('pwned', minLength);
}

/** A password being set: checked against the rules, then hashed. */
export async function hashNewPassword(password: string, minLength: number) {
  assertAcceptablePassword(password, minLength);
  return hashPassword(password);
}

/**
 * The hash to store for an operator's request that sets a password in clear or imports a hash;
 * undefined when it does neither.
 */
export async function passwordHashFrom(
  fields: { password?: string; passwordHash?: string },
  minLength: number,
) {
  if (fields.password !== undefined) return hashNewPassword(fields.password, minLength);
  if (fields.passwordHash === undefined) return undefined;
  if (!isSupportedPasswordHash(fields.passwordHash)) {
    throw authErrors.validation(`password_hash must be ${supportedHashes}`);
  }
  return fields.passwordHash;
}
