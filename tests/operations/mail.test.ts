import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inviteEmail, recoveryEmail } from '../../server/src/mail/templates.ts';
import {
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { runCli } from '../support/cli.ts';
import { waitForJob, waitForJobsToSettle } from '../support/job-queue.ts';
import { freePort } from '../support/ports.ts';
import { startSmtpRelay } from '../support/smtp-relay.ts';
import { makeTempFolder } from '../support/temp-folders.ts';

function unfoldQuotedPrintable(raw: string) {
  return raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
}

describe('e-mail through SMTP', () => {
  let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
  let server: RunningAuthServer;
  beforeAll(async () => {
    relay = await startSmtpRelay();
    server = await startAuthServer('sqlite', {
      SMTP_URL: relay.url,
      MAIL_FROM: 'Legacy <nao-responda@legado.example>',
    });
  });
  afterAll(async () => {
    await server?.close();
    await relay?.close();
  });

  it('sends the recovery e-mail, in pt-BR, whose link sets a new password', async () => {
    const account = await createConfirmedUser(server);
    const { error } = await server.client().auth.resetPasswordForEmail(account.email);
    expect(error).toBeNull();
    // The e-mail leaves through the job queue, just after the answer.
    await waitForJobsToSettle(server.app.store.db);
    const message = relay.received.at(-1)!;
    expect(message.to).toEqual([account.email]);
    expect(message.from).toBe('nao-responda@legado.example');
    const raw = unfoldQuotedPrintable(message.raw);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    const link =
      /(http:\/\/127\.0\.0\.1:\d+\/auth\?mode=reset&token_hash=[\w-]+&type=recovery)/.exec(
        raw,
      )?.[1];
    expect(link).toBeDefined();
    // The same link is in both parts (the HTML one escapes the ampersands).
    expect(raw).toContain(link!.replaceAll('&', '&amp;'));

    const client = server.client();
    const tokenHash = new URL(link!).searchParams.get('token_hash')!;
    expect(
      (await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash })).error,
    ).toBeNull();
    expect((await client.auth.updateUser({ password: 'Pelo-Email-2026' })).error).toBeNull();
  });
});

describe('an SMTP relay that cannot be reached', () => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      RATE_LIMIT_EMAIL_SENT_INTERVAL: '1',
    });
  });
  afterAll(() => server?.close());

  it('keeps a reset e-mail waiting to be retried, with no usable link, and fails an invitation clearly', async () => {
    const account = await createConfirmedUser(server);
    const { error } = await server.client().auth.resetPasswordForEmail(account.email);
    // The answer never depends on the e-mail (it would tell which addresses have accounts).
    expect(error).toBeNull();
    const { db } = server.app.store;
    // Its first attempt over: put back to wait, with the relay's refusal kept.
    const job = await waitForJob(
      db,
      (row) => row.kind === 'recovery-email' && row.attempts > 0 && row.last_error !== null,
    );
    expect(job).toMatchObject({ status: 'pending' });
    expect(job.last_error).toContain('Error sending email');
    expect(Date.parse(job.run_at)).toBeGreaterThan(Date.now());
    const tokens = await db.selectFrom('one_time_tokens').selectAll().execute();
    expect(tokens).toEqual([]);

    const invite = await server.admin().auth.admin.inviteUserByEmail('sem-email@example.com');
    expect(invite.error?.status).toBe(500);
    const listed = await server.admin().auth.admin.listUsers();
    expect(listed.data.users.map((user) => user.email)).not.toContain('sem-email@example.com');
  });
});

describe('the e-mail templates', () => {
  const input = {
    link: 'https://site.example/auth?mode=reset&token_hash=abc"<script>&type=recovery',
    siteUrl: 'https://site.example',
    expiresInSeconds: 3600,
  };

  it('escape what they interpolate and speak pt-BR', () => {
    const mail = recoveryEmail(input);
    expect(mail.subject).toBe('Redefina sua senha — Legacy');
    expect(mail.html).not.toContain('"<script>');
    expect(mail.html).toContain('abc&quot;&lt;script&gt;&amp;type=recovery');
    expect(mail.text).toContain(input.link);
    expect(mail.text).toContain('o link vale por 1 hora');
    expect(mail.html).toContain('lang="pt-BR"');
    for (const part of [mail.html, mail.text]) expect(part).not.toMatch(/\$\{|undefined|null/);
  });

  it('say how long the link lasts', () => {
    expect(inviteEmail({ ...input, expiresInSeconds: 1800 }).text).toContain('30 minutos');
    expect(inviteEmail({ ...input, expiresInSeconds: 9000 }).text).toContain(
      '2 horas e 30 minutos',
    );
  });
});

describe('npm run mail -- last', () => {
  const dataDir = makeTempFolder('mail');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the newest message and its link, and says so when there is none', async () => {
    const empty = await runCli(['mail', 'last'], { env: { DATA_DIR: dataDir } });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('no e-mail in');

    const server = await startAuthServer('sqlite', {
      DATA_DIR: dataDir,
      RATE_LIMIT_EMAIL_SENT_INTERVAL: '1',
    });
    try {
      const first = await createConfirmedUser(server);
      const second = await createConfirmedUser(server);
      await server.client().auth.resetPasswordForEmail(first.email);
      await waitForJobsToSettle(server.app.store.db);
      // The outbox names its files by the millisecond: the next one is the newer by name too.
      const firstSent = Date.now();
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(firstSent));
      // A redirect on the site's origin whose path carries escaped control characters.
      await server.client().auth.resetPasswordForEmail(second.email, {
        redirectTo: `${server.url}/auth%1B%5D0;titulo%07%0Alinha?mode=reset`,
      });
      await waitForJobsToSettle(server.app.store.db);
    } finally {
      await server.close();
    }
    const last = await runCli(['mail', 'last'], { env: { DATA_DIR: dataDir } });
    expect(last.code).toBe(0);
    expect(last.stdout).toContain(`To:      ${''}`);
    expect(last.stdout).toMatch(/Subject: Redefina sua senha — Legacy/);
    expect(last.stdout).toMatch(
      /Link: {4}http:\/\/127\.0\.0\.1:\d+\/auth%1B%5D0;titulo%07%0Alinha\?mode=reset&token_hash=[\w-]+&type=recovery/,
    );
    const controls = [...last.stdout].filter((character) => character < ' ' && character !== '\n');
    expect(controls).toEqual([]);
  });
});
