import { hash } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, isSupportedPasswordHash } from './passwords.ts';

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
