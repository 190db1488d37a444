import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/queryable.ts';
import { sendPasskeyNotice } from './factor-notices.ts';
import type { SignedIn } from './factors.ts';
import {
  challengeLifetimeSeconds,
  keepChallenge,
  relyingParty,
  spendChallenge,
} from './passkey-challenges.ts';
import { passkeyErrors } from './passkey-errors.ts';
import { maxPasskeysPerUser } from './passkeys.ts';
import type { AuthServices } from './services.ts';

/** The WebAuthn user handle: the account's id, so a passkey names its account at sign-in. */
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

/**
 * A passkey is another way in, as the password is: an account with a verified second factor adds
 * one only from an aal2 session (decision 030's rule for credentials).
 */
async function assertMayAdd(
  services: AuthServices,
  { user, session }: SignedIn,
  db: Queryable = services.store.db,
) {
  const { aal, hasVerifiedFactor } = await services.repositories.sessionAssurance.assuranceOf(
    db,
    session.id,
  );
  if (hasVerifiedFactor && aal !== 'aal2') throw passkeyErrors.aal2RequiredToAdd();
  const existing = await services.repositories.passkeys.listOf(db, user.id);
  if (existing.length >= maxPasskeysPerUser) throw passkeyErrors.tooMany();
  return existing;
}

/**
 * The options for `navigator.credentials.create()` (`POST /passkeys/registration/options`): a
 * discoverable credential with user verification, none of the user's passkeys again.
 */
export async function startPasskeyRegistration(services: AuthServices, signedIn: SignedIn) {
  const existing = await assertMayAdd(services, signedIn);
  const rp = relyingParty(services);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: signedIn.user.email,
    userDisplayName: signedIn.user.email,
    userID: userHandleOf(signedIn.user.id),
    timeout: challengeLifetimeSeconds * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: JSON.parse(passkey.transports) as string[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challenge = await keepChallenge(services, services.store.db, {
    purpose: 'registration',
    userId: signedIn.user.id,
    challenge: options.challenge,
  });
  return { challenge_id: challenge.id, options, expires_at: challenge.expiresAt };
}

/**
 * Checks the browser's answer (`POST /passkeys/registration/verify`) against the challenge, the
 * origin and the RP ID, and keeps the credential. The challenge is spent either way. Audited,
 * and mailed once committed.
 */
export async function finishPasskeyRegistration(
  services: AuthServices,
  signedIn: SignedIn,
  answer: { challengeId: string; credential: RegistrationResponseJSON },
  actor: Actor,
) {
  const { db } = services.store;
  const { user } = signedIn;
  const challenge = await spendChallenge(services, db, answer.challengeId, {
    purpose: 'registration',
    userId: user.id,
  });
  const rp = relyingParty(services);
  const verified = await verifyRegistrationResponse({
    response: answer.credential,
    expectedChallenge: challenge.matches,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false }) as const);
  if (!verified.verified) throw passkeyErrors.verificationFailed();

  const { credential } = verified.registrationInfo;
  const { passkeys, auditLog } = services.repositories;
  const now = new Date().toISOString();
  const row = {
    id: crypto.randomUUID(),
    user_id: user.id,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    friendly_name: null,
    created_at: now,
    last_used_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await assertMayAdd(services, signedIn, trx);
    if (await passkeys.findByCredential(trx, credential.id))
      throw passkeyErrors.verificationFailed();
    await passkeys.insert(trx, row);
    await auditLog.record(trx, {
      action: 'passkey_added',
      userId: user.id,
      detail: { passkey_id: row.id },
      ...actor,
    });
  });
  await sendPasskeyNotice(services, user.email, 'added');
  return row;
}
