/**
 * `npm run bench:auth`: virtual clients against the auth API on SQLite and on PostgreSQL, at 50 and
 * 200 concurrent, plus the two ratios of the reliability issue measured in the same run. Writes the
 * figures to docs/benchmarks.md. BENCH_SECONDS (default 60) sets each load phase's length.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { freePort } from '../tests/e2e/support/site-server.ts';
import { createTestDatabase, startEmbeddedPostgres } from '../tests/support/embedded-postgres.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { type Endpoint, percentile, runVirtualClients } from './load-client.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const ratioSeconds = Math.min(15, seconds);
const benchDir = fileURLToPath(new URL('.', import.meta.url));

interface Server {
  child: ChildProcess;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

async function startServer(mode: 'auth' | 'hello', environment: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(benchDir, 'auth-bench-server.ts'), mode],
    { env: { ...process.env, ...environment }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = await new Promise<Omit<Server, 'child'>>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((entry) => entry.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice(6)));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ...ready };
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
}

async function createAccounts(server: Server, count: number) {
  const accounts = Array.from({ length: count }, (_, n) => ({
    email: `carga-${n}@example.com`,
    password: 'Carga-Legado-2026',
  }));
  for (const account of accounts) {
    const response = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...account, email_confirm: true }),
    });
    if (response.status !== 200) throw new Error(`creating ${account.email}: ${response.status}`);
  }
  return accounts;
}

function openSessionsCounter(databaseUrl: string | undefined, dataDir: string) {
  const db = new Kysely<{ sessions: { id: string } }>({
    dialect: databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) })
      : new SqliteDialect({ database: new SQLite(path.join(dataDir, 'auth.sqlite')) }),
  });
  return {
    async count() {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    close: () => db.destroy(),
  };
}

/** Raw argon2id verifications per second with the server's parameters and parallelism. */
async function argon2VerificationsPerSecond() {
  const stored = await hash('Carga-Legado-2026', {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  let done = 0;
  const deadline = Date.now() + ratioSeconds * 1000;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (Date.now() < deadline) {
        await verify(stored, 'Carga-Legado-2026');
        done += 1;
      }
    }),
  );
  return done / ratioSeconds;
}

async function autocannonRate(options: autocannon.Options) {
  const result = await autocannon({ connections: 50, duration: ratioSeconds, ...options });
  const errors = result.non2xx + result.errors;
  return { rate: result.requests.average, errors };
}

const rows: string[] = [];
const ratios: string[] = [];
let failures = 0;

for (const backend of ['sqlite', 'postgres'] as const) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'legado-bench-'));
  const postgres = backend === 'postgres' ? await startEmbeddedPostgres() : undefined;
  const databaseUrl = postgres ? await createTestDatabase(postgres.adminUrl) : undefined;
  const port = await freePort();
  const server = await startServer('auth', {
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    RATE_LIMIT_TOKEN_PER_IP: '100000000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '100000000',
    RATE_LIMIT_EMAIL_ROUTES_PER_IP: '100000000',
  });
  const sessions = openSessionsCounter(databaseUrl, dataDir);
  try {
    const accounts = await createAccounts(server, 200);
    for (const concurrency of [50, 200]) {
      console.log(`${backend}: ${concurrency} virtual clients for ${seconds} s…`);
      const result = await runVirtualClients({ ...server, accounts, concurrency, seconds });
      const serverErrors = [...result.statuses]
        .filter(([status]) => status >= 500)
        .reduce((sum, [, count]) => sum + count, 0);
      const openSessions = await sessions.count();
      if (serverErrors > 0 || openSessions > 0 || result.sessionMismatches > 0) failures += 1;
      const byEndpoint = (Object.keys(result.latencies) as Endpoint[])
        .map((endpoint) => {
          const values = result.latencies[endpoint];
          return `${endpoint} ${(values.length / result.seconds).toFixed(0)}/s, p50 ${percentile(values, 0.5).toFixed(0)} ms, p99 ${percentile(values, 0.99).toFixed(0)} ms`;
        })
        .join('<br>');
      rows.push(
        `| ${backend} | ${concurrency} | ${byEndpoint} | ${serverErrors} | ${openSessions} | ${result.sessionMismatches} | ${[...result.statuses].map(([status, count]) => `${status}×${count}`).join(', ')} |`,
      );
    }

    if (backend === 'sqlite') {
      console.log('ratios…');
      const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'carga-0@example.com', password: 'Carga-Legado-2026' }),
      }).then((response) => response.json() as Promise<{ access_token: string }>);
      const signIn = await autocannonRate({
        url: `${server.url}/auth/v1/token?grant_type=password`,
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'carga-1@example.com', password: 'Carga-Legado-2026' }),
      });
      const getUser = await autocannonRate({
        url: `${server.url}/auth/v1/user`,
        headers: { apikey: server.anonKey, authorization: `Bearer ${token.access_token}` },
      });
      // The API's own floor: the same plugins, hooks and logging around a route that does nothing.
      const health = await autocannonRate({ url: `${server.url}/auth/v1/health` });
      await stopServer(server);
      const argon2 = await argon2VerificationsPerSecond();
      const hello = await startServer('hello');
      const helloRate = await autocannonRate({ url: hello.url });
      await stopServer(hello);
      ratios.push(
        `| sign-in throughput ÷ raw argon2id verifications | ${signIn.rate.toFixed(1)}/s ÷ ${argon2.toFixed(1)}/s | **${(signIn.rate / argon2).toFixed(2)}** | ≥ 0.9 |`,
        `| \`GET /user\` ÷ bare Fastify hello-world | ${getUser.rate.toFixed(0)}/s ÷ ${helloRate.rate.toFixed(0)}/s | **${(getUser.rate / helloRate.rate).toFixed(2)}** | ≥ 0.5 |`,
        `| for scale: \`GET /health\` (no work) ÷ the same hello-world | ${health.rate.toFixed(0)}/s ÷ ${helloRate.rate.toFixed(0)}/s | ${(health.rate / helloRate.rate).toFixed(2)} | — |`,
      );
      if (signIn.errors + getUser.errors + health.errors > 0) failures += 1;
    }
  } finally {
    await sessions.close();
    await stopServer(server);
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

writeBenchmarkSection(
  'Auth API under load',
  [
    `Measured with \`npm run bench:auth\` on this ${availableParallelism()}-core machine: the server in its own process, the load generator in another, loopback. Each virtual client signs in, reads \`/user\`, refreshes, reads \`/user\` again and signs out, for ${seconds} s; 200 accounts. "Open sessions" counts sessions left in the database after the run (a lost sign-out or a doubled session would show here); "session changes" counts refreshes that came back with another session id.`,
    '',
    '| store | clients | throughput and latency per endpoint | 5xx | open sessions | session changes | statuses |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Ratios, measured in the same run (SQLite, 50 connections, ${ratioSeconds} s each; argon2id m=19 MiB, t=2, p=1):`,
    '',
    '| ratio | figures | value | target |',
    '| --- | --- | --- | --- |',
    ...ratios,
  ].join('\n'),
);
console.log(rows.join('\n'));
console.log(ratios.join('\n'));
process.exitCode = failures > 0 ? 1 : 0;
