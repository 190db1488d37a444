import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingStep, newTotpKey } from './totp.ts';

// RFC 6238's SHA-1 test secret ("12345678901234567890") and its vector at 59 s.
const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;

describe('matchingStep', () => {
  it("accepts RFC 6238's test vector, in its step", () => {
    expect(matchingStep(rfcSecret, '287082', new Date(59_000))).toBe(1);
  });

  it('accepts the steps next to now, and no further', () => {
    const now = new Date('2026-03-10T12:00:10.000Z');
    const codeAt = (offsetSeconds: number) =>
      TOTP.generate({
        secret: Secret.fromBase32(rfcSecret),
        timestamp: now.getTime() + offsetSeconds * 1000,
      });
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchingStep(rfcSecret, codeAt(-30), now)).toBe(step - 1);
    expect(matchingStep(rfcSecret, codeAt(0), now)).toBe(step);
    expect(matchingStep(rfcSecret, codeAt(30), now)).toBe(step + 1);
    expect(matchingStep(rfcSecret, codeAt(60), now)).toBeUndefined();
    expect(matchingStep(rfcSecret, codeAt(-60), now)).toBeUndefined();
  });

  it('refuses anything but six digits', () => {
    const now = new Date(59_000);
    for (const code of ['', '28708', '2870820', ' 287082', '28708a']) {
      expect(matchingStep(rfcSecret, code, now)).toBeUndefined();
    }
  });
});

describe('newTotpKey', () => {
  it('makes a 160-bit secret, the URI apps read and its QR code as SVG', () => {
    const key = newTotpKey('legado.com.br', 'ana@example.com');
    expect(Secret.fromBase32(key.secret).bytes).toHaveLength(20);
    const uri = new URL(key.uri);
    expect(uri.searchParams.get('secret')).toBe(key.secret);
    expect(uri.searchParams.get('issuer')).toBe('legado.com.br');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(key.qrCode).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // The client puts it in a data URI unencoded: no '#' may end it early.
    expect(key.qrCode).not.toContain('#');
  });
});
