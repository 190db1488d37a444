/**
 * `npm run bench:auth`: virtual clients against the auth API on SQLite and on PostgreSQL, at 50 and
 * 200 concurrent, plus the throughput ratios against their floors, measured in the same run. Writes the
 * figures to docs/benchmarks.md. BENCH_SECONDS (default 60) sets each load phase's length.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { freePort } from '../tests/e2e/support/site-server.ts';
import { createTestDatabase, startEmbeddedPostgres } from '../tests/support/embedded-postgres.ts';
import { type BenchServer, startServer, stopServer } from './bench-servers.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { type Endpoint, percentile, runVirtualClients } from './load-client.ts';
import { measureRatios } from './ratios.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
// The ratios alternate their measurements in rounds of this many seconds each.
const ratioRounds = 3;
const ratioSeconds = Math.max(1, Math.min(5, Math.round(seconds / 12)));

async function createAccounts(server: BenchServer, count: number) {
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
      const measured = await measureRatios({
        server,
        dataDir,
        account: accounts[1]!,
        rounds: ratioRounds,
        seconds: ratioSeconds,
      });
      ratios.push(
        ...measured.rows.map(
          (row) =>
            `| ${row.label} | ${row.numerator.toFixed(0)}/s ÷ ${row.denominator.toFixed(0)}/s | ${row.target ? `**${(row.numerator / row.denominator).toFixed(2)}**` : (row.numerator / row.denominator).toFixed(2)} | ${row.target ?? '—'} |`,
        ),
      );
      if (measured.failures > 0) failures += 1;
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
    `Ratios, measured in the same run (SQLite, 50 connections; ${ratioRounds} rounds in which each figure is measured for ${ratioSeconds} s in turn, averaged; argon2id m=19 MiB, t=2, p=1). Each target is stated against a floor: what a bare Fastify route doing only the endpoint's core work reaches in the same rounds on the same machine (decision 010).`,
    '',
    '| ratio | figures | value | target |',
    '| --- | --- | --- | --- |',
    ...ratios,
  ].join('\n'),
);
console.log(rows.join('\n'));
console.log(ratios.join('\n'));
process.exitCode = failures > 0 ? 1 : 0;
