import { describe, expect, it } from 'vitest';
import {
  defaultPasswordMinLength,
  emailSchema,
  passwordLengthSchema,
} from '../../../shared/credential-rules.ts';

// The web project runs the tests of shared/; the messages below are the server's.
const emailMessages = {
  notString: 'email must be a string',
  invalid: 'Unable to validate email address: invalid format',
  missing: 'missing email',
  tooLong: 'email must be at most 255 characters',
};
const email = emailSchema(emailMessages);
const firstIssue = (result: { error?: { issues: { code: string; message: string }[] } }) =>
  result.error?.issues[0];

describe('emailSchema', () => {
  it('trims and lower-cases before checking', () => {
    expect(email.parse('  Ana@Example.COM \t')).toBe('ana@example.com');
  });

  it('refuses CR or LF anywhere, even where trimming would drop it', () => {
    for (const value of ['ana@example.com\n', '\rana@example.com', 'ana@exa\r\nmple.com']) {
      expect(firstIssue(email.safeParse(value))?.message).toBe(emailMessages.invalid);
    }
  });

  it('answers the first broken rule with its own message', () => {
    expect(firstIssue(email.safeParse(42))?.message).toBe(emailMessages.notString);
    expect(firstIssue(email.safeParse('   '))?.message).toBe(emailMessages.missing);
    expect(firstIssue(email.safeParse('x'.repeat(256)))?.message).toBe(emailMessages.tooLong);
    expect(firstIssue(email.safeParse('ana@'))?.message).toBe(emailMessages.invalid);
  });

  it('allows 255 characters after trimming and refuses 256', () => {
    const ofLength = (length: number) =>
      `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(email.safeParse(` ${ofLength(255)} `).success).toBe(true);
    expect(firstIssue(email.safeParse(ofLength(256)))?.message).toBe(emailMessages.tooLong);
  });
});

describe('passwordLengthSchema', () => {
  const messages = { tooShort: 'curta', tooLong: 'longa' };

  it('takes the minimum it is given and tells too short from too long by issue code', () => {
    const password = passwordLengthSchema(8, messages);
    expect(firstIssue(password.safeParse('1234567'))).toMatchObject({
      code: 'too_small',
      message: 'curta',
    });
    expect(password.safeParse('12345678').success).toBe(true);
    expect(firstIssue(password.safeParse('x'.repeat(101)))).toMatchObject({
      code: 'too_big',
      message: 'longa',
    });
  });

  it('counts code points and trims nothing', () => {
    const password = passwordLengthSchema(defaultPasswordMinLength, messages);
    expect(password.safeParse('🔑'.repeat(100)).success).toBe(true);
    expect(password.safeParse('🔑'.repeat(101)).success).toBe(false);
    expect(password.parse('  abcd  ')).toBe('  abcd  ');
    expect(password.safeParse('     ').success).toBe(false);
  });
});
