import { hash } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { AuthError } from './errors.ts';
import {
  assertAcceptablePassword,
  checkPassword,
  hashPassword,
  isSupportedPasswordHash,
  passwordHashFrom,
  supportedHashes,
} from './passwords.ts';

const argon2id = (options: string) =>
  `$argon2id$v=19$${options}$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA`;

describe('password hashes from elsewhere', () => {
  it("accepts this server's own hashes and the usual imported ones", async () => {
    expect(isSupportedPasswordHash(await hashPassword('uma senha'))).toBe(true);
    expect(isSupportedPasswordHash(argon2id('m=262144,t=3,p=4'))).toBe(true);
    expect(
      isSupportedPasswordHash('$2a$10$dytR1A1HcW30G.22gF59UuWi793YPDV6WiJv26kSi9XKRmL12vwMC'),
    ).toBe(true);
  });

  it('refuses hashes whose own cost would let one sign-in exhaust the server', () => {
    for (const costly of [
      argon2id('m=999999999,t=1,p=1'),
      argon2id('m=262145,t=2,p=1'),
      argon2id('m=19456,t=11,p=1'),
      argon2id('m=19456,t=2,p=9'),
      '$2b$31$dytR1A1HcW30G.22gF59UuWi793YPDV6WiJv26kSi9XKRmL12vwMC',
      '$2b$15$dytR1A1HcW30G.22gF59UuWi793YPDV6WiJv26kSi9XKRmL12vwMC',
    ]) {
      expect(isSupportedPasswordHash(costly), costly).toBe(false);
    }
  });

  it('refuses what is not a bcrypt or argon2 hash', () => {
    for (const other of [
      'md5:abc',
      '$argon2id$garbage',
      '',
      '$2b$1$short',
      `$2b$10$${'!'.repeat(53)}`,
      `$2b$10$${'\u0000'.repeat(53)}`,
      '$2b$10$dytR1A1HcW30G.22gF59UuWi793YPDV6WiJv26kSi9XKRmL12vwM',
    ]) {
      expect(isSupportedPasswordHash(other), other).toBe(false);
    }
  });

  it('never verifies against a stored hash beyond the limits, even the right password', async () => {
    const tooCostly = await hash('a senha certa', { memoryCost: 1024, timeCost: 11 });
    expect(await checkPassword(tooCostly, 'a senha certa')).toEqual({
      matches: false,
      needsRehash: false,
    });
  });

  it('never lets an imported bcrypt hash match a password longer than its 72 bytes', async () => {
    const stored = bcrypt.hashSync(`${'a'.repeat(72)}X`, 4);
    expect((await checkPassword(stored, `${'a'.repeat(72)}Y`)).matches).toBe(false);
    expect((await checkPassword(stored, `${'a'.repeat(72)}X`)).matches).toBe(false);
    const short = bcrypt.hashSync('senha-antiga-1', 4);
    expect(await checkPassword(short, 'senha-antiga-1')).toEqual({
      matches: true,
      needsRehash: true,
    });
  });
});

function refusalOf(password: string, minLength: number) {
  try {
    assertAcceptablePassword(password, minLength);
  } catch (error) {
    return error;
  }
  throw new Error(`${JSON.stringify(password)} was accepted`);
}

describe('the rules for a new password', () => {
  it('refuses a password shorter than the minimum with weak_password and its reason', () => {
    const error = refusalOf('abc12', 6);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      extraBody: { weak_password: { reasons: ['length'] } },
    });
    expect(refusalOf('abcdefghi', 10)).toMatchObject({
      message: 'Password should be at least 10 characters.',
    });
  });

  it('counts characters as people do, an emoji being one', () => {
    expect(() => assertAcceptablePassword('🔒🌵🎈🚲🍍🐢', 6)).not.toThrow();
    expect(refusalOf('🔒🌵🎈🚲🍍', 6)).toMatchObject({ code: 'weak_password' });
    expect(() => assertAcceptablePassword('🔒'.repeat(100), 6)).not.toThrow();
  });

  it('refuses a commonly guessed password whatever its case', () => {
    for (const common of ['senha123', 'Senha123', '12345678']) {
      expect(refusalOf(common, 6), common).toMatchObject({
        status: 422,
        code: 'weak_password',
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
        extraBody: { weak_password: { reasons: ['pwned'] } },
      });
    }
  });

  it('refuses a password longer than 100 characters with validation_failed', () => {
    expect(() => assertAcceptablePassword('x'.repeat(100), 6)).not.toThrow();
    expect(refusalOf('x'.repeat(101), 6)).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 100 characters',
    });
  });
});

describe("an operator's password or imported hash", () => {
  const bcryptCost10 = '$2a$10$dytR1A1HcW30G.22gF59UuWi793YPDV6WiJv26kSi9XKRmL12vwMC';

  it('stores nothing new when neither a password nor a hash is given', async () => {
    await expect(passwordHashFrom({}, 6)).resolves.toBeUndefined();
  });

  it('stores an imported bcrypt hash of cost 10 as it is', async () => {
    await expect(passwordHashFrom({ passwordHash: bcryptCost10 }, 6)).resolves.toBe(bcryptCost10);
  });

  it('refuses an unsupported hash with validation_failed naming the supported ones', async () => {
    for (const unsupported of [
      'md5:5f4dcc3b5aa765d61d8327deb882cf99',
      '$2b$15$dytR1A1HcW30G.22gF59UuWi793YPDV6WiJv26kSi9XKRmL12vwMC',
    ]) {
      const error = await passwordHashFrom({ passwordHash: unsupported }, 6).catch((e) => e);
      expect(error, unsupported).toBeInstanceOf(AuthError);
      expect(error, unsupported).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: `password_hash must be ${supportedHashes}`,
      });
    }
  });

  it('applies the new-password rules to a password given in clear', async () => {
    await expect(passwordHashFrom({ password: 'curta' }, 8)).rejects.toMatchObject({
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
    });
  });
});
