/**
 * The two ratios of the reliability issue, each beside the floor that a bare route doing the same
 * core work reaches on the same machine. The measurements alternate in short rounds, so that the
 * machine's drift (other tenants, clock speed) falls on numerator and denominator alike.
 */
import { verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { hashPassword } from '../server/src/auth/domain/passwords.ts';
import { alternate } from './alternate.ts';
import { type Account, signIn } from './bench-accounts.ts';
import { type BenchServer, startServer, stopServer } from './bench-servers.ts';

const connections = 50;

/** Raw argon2id verifications per second with the server's parameters and parallelism. */
async function argon2Rate(stored: string, password: string, seconds: number) {
  let done = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        await verify(stored, password);
        done += 1;
      }
    }),
  );
  return done / seconds;
}

interface RatioRow {
  label: string;
  numerator: number;
  denominator: number;
  target?: string;
}

/**
 * Measures on a running auth server (SQLite) whose `account` exists, and on yardstick servers
 * started here. `failures` counts non-2xx answers and errors: a ratio over failed requests means
 * nothing.
 */
export async function measureRatios(options: {
  server: BenchServer;
  dataDir: string;
  account: Account;
  rounds: number;
  seconds: number;
}) {
  const { server, account } = options;
  let failures = 0;
  const rate = (request: autocannon.Options) => async (seconds: number) => {
    const result = await autocannon({ connections, duration: seconds, ...request });
    failures += result.non2xx + result.errors;
    return result.requests.average;
  };

  const signInBody = { method: 'POST' as const, body: JSON.stringify(account) };
  const jsonHeaders = { apikey: server.anonKey, 'content-type': 'application/json' };
  const userHeaders = {
    apikey: server.anonKey,
    authorization: `Bearer ${await signIn(server, account)}`,
  };

  const stored = await hashPassword(account.password);
  const bareSignIn = await startServer('bare-sign-in', { BENCH_PASSWORD: account.password });
  const hello = await startServer('hello');
  // The same SITE_URL, or the floor refuses the server's tokens (their issuer) and measures a 403.
  const bareUser = await startServer('bare-user', {
    DATA_DIR: options.dataDir,
    SITE_URL: server.url,
  });
  try {
    const signIn = await alternate(
      {
        ours: rate({
          url: `${server.url}/auth/v1/token?grant_type=password`,
          ...signInBody,
          headers: jsonHeaders,
        }),
        bare: rate({ url: `${bareSignIn.url}/auth/v1/token`, ...signInBody, headers: jsonHeaders }),
        argon2: (seconds) => argon2Rate(stored, account.password, seconds),
      },
      options.rounds,
      options.seconds,
    );
    const user = await alternate(
      {
        ours: rate({ url: `${server.url}/auth/v1/user`, headers: userHeaders }),
        bare: rate({ url: `${bareUser.url}/auth/v1/user`, headers: userHeaders }),
        health: rate({ url: `${server.url}/auth/v1/health` }),
        hello: rate({ url: hello.url }),
      },
      options.rounds,
      options.seconds,
    );
    const rows: RatioRow[] = [
      {
        label: 'sign-in throughput ÷ its floor (a bare route that only checks the password)',
        numerator: signIn.ours,
        denominator: signIn.bare,
        target: '≥ 0.95',
      },
      {
        label: 'for scale: the floor ÷ raw argon2id verifications',
        numerator: signIn.bare,
        denominator: signIn.argon2,
      },
      {
        label:
          '`GET /user` ÷ its floor (a bare route with the same work: API key, token, one SQLite row, the user document)',
        numerator: user.ours,
        denominator: user.bare,
        target: '≥ 0.8',
      },
      {
        label: 'for scale: `GET /user` ÷ bare Fastify hello-world',
        numerator: user.ours,
        denominator: user.hello,
      },
      {
        label: 'for scale: `GET /health` (no work) ÷ the same hello-world',
        numerator: user.health,
        denominator: user.hello,
      },
    ];
    return { rows, failures };
  } finally {
    await Promise.all([bareSignIn, hello, bareUser].map(stopServer));
  }
}
