import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { commonPasswords } from './common-passwords.ts';
import { authErrors } from './errors.ts';

export const passwordMaxLength = 100;

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
const bcryptPattern = /^\$2[aby]\$\d{2}\$/;

export interface PasswordCheck {
  matches: boolean;
  needsRehash: boolean;
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a candidate with a stored hash. With no stored hash (unknown e-mail, invited user)
 * it still verifies against a dummy, so the answer takes about as long either way.
 */
export async function checkPassword(
  stored: string | null,
  candidate: string,
): Promise<PasswordCheck> {
  if (stored === null) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, candidate);
    return { matches: false, needsRehash: false };
  }
  if (bcryptPattern.test(stored)) {
    return { matches: await bcrypt.compare(candidate, stored), needsRehash: true };
  }
  if (stored.startsWith('$argon2')) {
    const matches = await verify(stored, candidate).catch(() => false);
    return { matches, needsRehash: matches && !isCurrentArgon2id(stored) };
  }
  return { matches: false, needsRehash: false };
}

function isCurrentArgon2id(stored: string) {
  if (!stored.startsWith('$argon2id$')) return false;
  const options = parseOptions(stored);
  return (
    options.memoryCost >= argon2idOptions.memoryCost && options.timeCost >= argon2idOptions.timeCost
  );
}

export function isSupportedPasswordHash(value: string) {
  if (bcryptPattern.test(value)) return true;
  if (!value.startsWith('$argon2')) return false;
  try {
    parseOptions(value);
    return true;
  } catch {
    return false;
  }
}

/** Length in code points, as people count characters; nothing is trimmed or truncated. */
export function passwordLength(password: string) {
  return [...password].length;
}

/** The rules for a password being set (never applied at sign-in). Throws the contract's errors. */
export function assertAcceptablePassword(password: string, minLength: number) {
  const length = passwordLength(password);
  if (length > passwordMaxLength) {
    throw authErrors.validation(`Password cannot be longer than ${passwordMaxLength} characters`);
  }
  if (length < minLength) throw authErrors.weakPassword('length', minLength);
  if (commonPasswords.has(password.toLowerCase()))
    throw authErrors.weakPassword('pwned', minLength);
}
