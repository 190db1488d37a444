import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

// RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps.
const period = 30;
const digits = 6;
const algorithm = 'SHA1';
/** A code of the step before or after now is accepted too: clocks drift, people type slowly. */
const window = 1;

/** A new random secret (160 bits, RFC 4226's recommendation) and what an app scans to add it. */
export function newTotpKey(issuer: string, accountName: string) {
  const secret = new Secret({ size: 20 });
  const uri = new TOTP({
    issuer,
    label: accountName,
    algorithm,
    digits,
    period,
    secret,
  }).toString();
  return { secret: secret.base32, uri, qrCode: renderSVG(uri) };
}

/** The time step a code belongs to, within the window around `now`; undefined if it matches none. */
export function matchingStep(secretBase32: string, code: string, now: Date) {
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return undefined;
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm,
    digits,
    period,
    timestamp,
    window,
  });
  return delta === null ? undefined : TOTP.counter({ period, timestamp }) + delta;
}
