import { describe, expect, it } from 'vitest';
import { codePointLength, emailMaxLength } from '../../../shared/credential-limits.ts';
import {
  defaultPasswordMinLength,
  isPasswordMinLength,
  passwordMaxLength,
} from '../../../shared/credential-rules.ts';

// The web project runs the tests of shared/.
describe('the limits', () => {
  it("are the seed's: e-mail 255, password 6 to 100", () => {
    expect(emailMaxLength).toBe(255);
    expect(passwordMaxLength).toBe(100);
    expect(defaultPasswordMinLength).toBe(6);
  });

  it('let the operator configure a whole minimum from 6 to 100, nothing else', () => {
    for (const valid of [6, 8, 100]) expect(isPasswordMinLength(valid)).toBe(true);
    for (const invalid of [5, 101, 6.5, Number.NaN, '8', null, undefined]) {
      expect(isPasswordMinLength(invalid)).toBe(false);
    }
  });
});

describe('codePointLength', () => {
  it('counts characters as people do, not UTF-16 units', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('senha')).toBe(5);
    expect(codePointLength('🔑🔑')).toBe(2);
  });
});
