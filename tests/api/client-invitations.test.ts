import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../server/src/mail/outbox.ts';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';

const hours = (count: number) => count * 3_600_000;

describe.each(backends)('invitations that wait for the client on %s', (backend) => {
  let server: RunningAuthServer;
  let staffToken: string;

  beforeAll(async () => {
    server = await startAuthServer(backend, {
      INVITE_TTL: '48h',
      RATE_LIMIT_EMAIL_SENT_INTERVAL: '1',
      RATE_LIMIT_API_WRITES_PER_USER: '1000',
    });
    staffToken = (await signedInAccount(server, { staff: true })).token;
  });
  afterAll(() => server?.close());

  const asStaff = (method: string, path: string) =>
    apiRequest(server, method, `/admin${path}`, staffToken);

  const expiryOf = async (id: string) => {
    const detail = (await (await asStaff('GET', `/clients/${id}`)).json()) as {
      account: { invitation_expires_at: string | null };
    };
    return detail.account.invitation_expires_at;
  };

  const tokensTo = async (email: string) =>
    (await readOutbox(server.outboxDir))
      .filter((message) => message.to === email)
      .map((message) => new URL(message.link).searchParams.get('token_hash')!);

  const linkCheck = (tokenHash: string) =>
    fetch(`${server.url}/auth/v1/verify/check`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'invite', token_hash: tokenHash }),
    });

  it('lasts INVITE_TTL, says so in the e-mail, and a resend starts it again', async () => {
    const email = `convite-${backend}@example.com`;
    const before = Date.now();
    const invited = await apiRequest(server, 'POST', '/admin/clients', staffToken, { email });
    expect(invited.status, await invited.clone().text()).toBe(201);
    const { id } = (await invited.json()) as { id: string };

    const firstExpiry = Date.parse((await expiryOf(id))!);
    expect(firstExpiry).toBeGreaterThanOrEqual(before + hours(48) - 1000);
    expect(firstExpiry).toBeLessThanOrEqual(Date.now() + hours(48));
    const [mail] = (await parsedOutbox(server.outboxDir)).filter((message) =>
      recipientsOf(message).includes(email),
    );
    expect(mail!.text).toContain('O convite vale por 2 dias');
    expect(`${mail!.subject} ${mail!.text}`).not.toMatch(/redefini/i);

    await vi.waitFor(
      async () => expect((await asStaff('POST', `/clients/${id}/resend-invite`)).status).toBe(200),
      { timeout: 5_000, interval: 250 },
    );
    expect(Date.parse((await expiryOf(id))!)).toBeGreaterThan(firstExpiry);
    const [newest, first] = await tokensTo(email);
    expect((await linkCheck(newest!)).status).toBe(200);
    expect(await (await linkCheck(first!)).json()).toMatchObject({ error_code: 'otp_expired' });

    // Accepted: no invitation waits any more.
    const client = server.client();
    expect((await client.auth.verifyOtp({ type: 'invite', token_hash: newest! })).error).toBeNull();
    expect(await expiryOf(id)).toBeNull();
  });

  it('leaves the other e-mail links at OTP_EXPIRY', async () => {
    const { email } = await signedInAccount(server);
    expect((await server.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    // Sent in the background, so that the answer does not tell which addresses have accounts.
    const recovery = await vi.waitFor(async () => {
      const [message] = (await parsedOutbox(server.outboxDir)).filter((mail) =>
        recipientsOf(mail).includes(email),
      );
      expect(message).toBeDefined();
      return message;
    });
    expect(recovery!.text).toContain('o link vale por 1 hora');
  });
});
