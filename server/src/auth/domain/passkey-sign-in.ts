import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Actor } from '../../platform/actor.ts';
import { isBanned } from './ban-duration.ts';
import { authErrors } from './errors.ts';
import { sendPasskeyNotice } from './factor-notices.ts';
import {
  challengeLifetimeSeconds,
  keepChallenge,
  relyingParty,
  spendChallenge,
} from './passkey-challenges.ts';
import { passkeyErrors } from './passkey-errors.ts';
import { userHandleOf } from './passkey-registration.ts';
import type { AuthServices } from './services.ts';

/**
 * The options for `navigator.credentials.get()` (`POST /passkeys/authentication/options`): no
 * list of credentials, so the browser offers the passkeys it holds for this site and nobody learns
 * which accounts exist.
 */
export async function startPasskeySignIn(services: AuthServices) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(services).id,
    timeout: challengeLifetimeSeconds * 1000,
    userVerification: 'required',
  });
  const challenge = await keepChallenge(services, services.store.db, {
    purpose: 'authentication',
    userId: null,
    challenge: options.challenge,
  });
  return { challenge_id: challenge.id, options, expires_at: challenge.expiresAt };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

/**
 * Signs in with a passkey (`POST /passkeys/authentication/verify`): the assertion must answer the
 * challenge (spent either way), come from SITE_URL's origin with user verification, be signed by
 * a stored passkey whose account it names. A session as the password grant's, at aal1: a passkey
 * stands in for the password, not for the second factor (decision 045). Audited and mailed.
 */
export async function signInWithPasskey(
  services: AuthServices,
  answer: { challengeId: string; credential: AuthenticationResponseJSON },
  actor: Actor,
) {
  const { db } = services.store;
  const { passkeys, users, auditLog } = services.repositories;
  const challenge = await spendChallenge(services, db, answer.challengeId, {
    purpose: 'authentication',
    userId: null,
  });
  const passkey = await passkeys.findByCredential(db, answer.credential.id);
  const handle = answer.credential.response?.userHandle;
  if (
    !passkey ||
    (handle && !sameBytes(Buffer.from(handle, 'base64url'), userHandleOf(passkey.user_id)))
  ) {
    throw passkeyErrors.verificationFailed();
  }
  const rp = relyingParty(services);
  const verified = await verifyAuthenticationResponse({
    response: answer.credential,
    expectedChallenge: challenge.matches,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.credential_id,
      publicKey: Buffer.from(passkey.public_key, 'base64url'),
      counter: Number(passkey.counter),
      transports: JSON.parse(passkey.transports) as string[],
    },
  }).catch(() => ({ verified: false }) as const);
  if (!verified.verified) throw passkeyErrors.verificationFailed();

  const user = await users.findById(db, passkey.user_id);
  if (!user) throw passkeyErrors.verificationFailed();
  if (isBanned(user)) throw authErrors.userBanned(400);
  if (user.email_confirmed_at === null) throw authErrors.emailNotConfirmed();

  const now = new Date();
  const opened = await db.transaction().execute(async (trx) => {
    const counter = verified.authenticationInfo.newCounter;
    if (!(await passkeys.markUsed(trx, passkey, counter, now.toISOString()))) {
      throw passkeyErrors.verificationFailed();
    }
    const signedIn = await users.update(trx, user.id, { last_sign_in_at: now.toISOString() });
    const started = await services.sessions.start(
      trx,
      { userId: user.id, method: 'passkey', ...actor },
      now,
    );
    await auditLog.record(
      trx,
      { action: 'passkey_used', userId: user.id, detail: { passkey_id: passkey.id }, ...actor },
      now,
    );
    return { user: signedIn!, ...started, now };
  });
  services.metrics.signIns.inc({ outcome: 'success' });
  await sendPasskeyNotice(services, user.email, 'used');
  return opened;
}
