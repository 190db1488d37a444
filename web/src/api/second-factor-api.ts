import type { AuthError, Factor } from '@supabase/auth-js';
import { authClient } from '../auth/auth-client.ts';
import { owesEnrolment, owesSecondFactor } from '../auth/owes-second-factor.ts';
import { twoFactorContent } from '../content/two-factor.ts';
import { apiErrorFromAuth } from './api-client.ts';

/** A TOTP factor just enrolled: what the authenticator app needs before it gives codes. */
export interface TotpEnrolment {
  factorId: string;
  /** The QR code, as a `data:image/svg+xml` URI. */
  qrCode: string;
  /** The same key in base32, to type by hand. */
  secret: string;
}

const mfa = () => authClient().mfa;

function succeeded<T>(result: { data: T; error: null } | { data: null; error: AuthError }): T {
  if (result.error) throw apiErrorFromAuth(result.error);
  return result.data;
}

const listFactors = async () => succeeded(await mfa().listFactors());

/** The account's verified TOTP factor, if it has one (read from the server, `GET /user`). */
export async function verifiedTotpFactor(): Promise<Factor | null> {
  return (await listFactors()).totp[0] ?? null;
}

export async function removeFactor(factorId: string) {
  succeeded(await mfa().unenroll({ factorId }));
}

/**
 * Starts a TOTP factor, unverified until its first code. A set-up left unfinished is removed
 * first: its name is taken until it lapses, and an account holds at most 10 factors.
 */
export async function enrolTotp(): Promise<TotpEnrolment> {
  const unfinished = (await listFactors()).all.filter((factor) => factor.status === 'unverified');
  for (const factor of unfinished) await removeFactor(factor.id);
  const enrolled = succeeded(
    await mfa().enroll({
      factorType: 'totp',
      friendlyName: twoFactorContent.factorName,
      issuer: twoFactorContent.issuer,
    }),
  );
  return { factorId: enrolled.id, qrCode: enrolled.totp.qr_code, secret: enrolled.totp.secret };
}

/** Checks a code of the factor; the session moves to aal2, under a new id. */
export async function verifyTotp(factorId: string, code: string) {
  succeeded(await mfa().challengeAndVerify({ factorId, code }));
}

/**
 * Whether this session still owes the code, as the auth client last heard it; when it cannot
 * tell, the server's answer to what comes next will.
 */
export async function secondFactorDue() {
  const { data } = await mfa().getAuthenticatorAssuranceLevel();
  return owesSecondFactor(data);
}

/**
 * Whether the sign-in just made still has a step before it is complete: the code, or for a member
 * of the team the set-up of a factor.
 */
export async function signInStepDue() {
  const { data: levels } = await mfa().getAuthenticatorAssuranceLevel();
  const { data } = await authClient().getSession();
  return owesSecondFactor(levels) || (!!data.session && owesEnrolment(levels, data.session.user));
}

/** The code after the password, for the account's verified factor. */
export async function verifySignInCode(code: string) {
  const factor = await verifiedTotpFactor();
  if (!factor) throw new Error('no verified factor to verify');
  await verifyTotp(factor.id, code);
}

/**
 * Leaves a sign-in that stopped at the code: only this browser's session ends. A global sign-out
 * from there would let someone who knows the password alone close the owner's other sessions.
 */
export async function abandonSignIn() {
  const { error } = await authClient().signOut({ scope: 'local' });
  if (error) throw apiErrorFromAuth(error);
}
