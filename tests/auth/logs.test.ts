import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';

describe('server logs', () => {
  let server: RunningAuthServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
    server = await startAuthServer('sqlite', { LOG_LEVEL: 'debug' }, { logStream: stream });
  });
  afterAll(() => server?.close());

  it('never carry a password, a token, a key or a recovery link', async () => {
    const account = await createConfirmedUser(server);
    const client = server.client();
    const { data } = await client.auth.signInWithPassword(account);
    await client.auth.refreshSession();
    await server.client().auth.signInWithPassword({ ...account, password: 'Senha-Errada-9' });
    await server.client().auth.resetPasswordForEmail(account.email);
    const link = new URL(
      (await waitForOutboxMessage(server.outboxDir, { to: account.email })).link,
    );
    const tokenHash = link.searchParams.get('token_hash')!;
    await fetch(`${server.url}/auth/v1/verify?token=${tokenHash}&type=recovery`, {
      redirect: 'manual',
    });
    await client.auth.signOut();

    const secrets = [
      account.password,
      'Senha-Errada-9',
      data.session!.access_token,
      data.session!.refresh_token,
      tokenHash,
      server.anonKey,
      server.serviceRoleKey,
    ];
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(logged).toContain('/auth/v1/verify?token=…&type=…');
  });
});
