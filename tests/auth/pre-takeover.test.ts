import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { ageEmailCooldown } from '../support/elapsed-time.ts';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';

/**
 * Someone signs up with another person's address and never confirms it; when the owner of the
 * address later proves it with a link the team or the recovery form sent, the stranger's password
 * must not come with the account.
 */
describe.each(backends)('an address signed up by a stranger, on %s', (backend) => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer(backend, {
      DISABLE_SIGNUP: 'false',
      RATE_LIMIT_EMAIL_SENT_INTERVAL: '1',
    });
  });
  afterAll(() => server?.close());

  const attackerPassword = 'Atacante#2025';

  async function signedUpByAttacker(label: string) {
    const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { error } = await server.client().auth.signUp({ email, password: attackerPassword });
    expect(error).toBeNull();
    return email;
  }

  async function linkTokenHash(email: string, type: string) {
    const message = await waitForOutboxMessage(server.outboxDir, { to: email, linkType: type });
    return new URL(message.link).searchParams.get('token_hash')!;
  }

  const attackerSignIn = (email: string) =>
    server.client().auth.signInWithPassword({ email, password: attackerPassword });

  it('loses the password once the team invites the address', async () => {
    const email = await signedUpByAttacker('convite');
    expect((await server.admin().auth.admin.inviteUserByEmail(email)).error).toBeNull();
    // Gone already: the right password of an unconfirmed account would say email_not_confirmed.
    expect((await attackerSignIn(email)).error).toMatchObject({ code: 'invalid_credentials' });

    const victim = server.client();
    const tokenHash = await linkTokenHash(email, 'invite');
    expect(
      (await victim.auth.verifyOtp({ type: 'invite', token_hash: tokenHash })).error,
    ).toBeNull();
    expect((await attackerSignIn(email)).error).toMatchObject({ code: 'invalid_credentials' });

    expect((await victim.auth.updateUser({ password: 'Dona-Do-Endereco-1' })).error).toBeNull();
    expect((await attackerSignIn(email)).error).toMatchObject({ code: 'invalid_credentials' });
    const owner = await server
      .client()
      .auth.signInWithPassword({ email, password: 'Dona-Do-Endereco-1' });
    expect(owner.error).toBeNull();
  });

  it('loses the password once the owner of the address recovers it', async () => {
    const email = await signedUpByAttacker('recuperacao');
    const victim = server.client();
    // The sign-up's e-mail started the address's cooldown (RATE_LIMIT_EMAIL_SENT_INTERVAL).
    await ageEmailCooldown(server, email, 2);
    expect((await victim.auth.resetPasswordForEmail(email)).error).toBeNull();

    const tokenHash = await linkTokenHash(email, 'recovery');
    expect(
      (await victim.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash })).error,
    ).toBeNull();
    expect((await attackerSignIn(email)).error).toMatchObject({ code: 'invalid_credentials' });

    expect((await victim.auth.updateUser({ password: 'Dona-Do-Endereco-2' })).error).toBeNull();
    expect((await attackerSignIn(email)).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('keeps the password of a sign-up confirmed by its own link', async () => {
    const email = await signedUpByAttacker('cadastro');
    const tokenHash = await linkTokenHash(email, 'signup');
    const confirmed = await server
      .client()
      .auth.verifyOtp({ type: 'signup', token_hash: tokenHash });
    expect(confirmed.error).toBeNull();
    expect((await attackerSignIn(email)).error).toBeNull();
  });
});
