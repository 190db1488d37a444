/**
 * `npm run bench:auth`: virtual clients against the auth API on SQLite and on PostgreSQL, at 50 and
 * 200 concurrent, plus the throughput ratios against their floors, measured in the same run. Writes the
 * figures to docs/benchmarks.md. BENCH_SECONDS (default 60) sets each load phase's length.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createAccounts } from './bench-accounts.ts';
import { storeBackends, withServerOn } from './bench-backends.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { rateAndLatency, serverErrorsIn, statusList } from './load-figures.ts';
import { type Endpoint, runVirtualClients } from './load-client.ts';
import { measureRatios } from './ratios.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
// The ratios alternate their measurements in rounds of this many seconds each.
const ratioRounds = 3;
const ratioSeconds = Math.max(1, Math.min(5, Math.round(seconds / 12)));

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

const limitsOutOfTheWay = {
  RATE_LIMIT_TOKEN_PER_IP: '100000000',
  RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '100000000',
  RATE_LIMIT_EMAIL_ROUTES_PER_IP: '100000000',
};

for (const backend of storeBackends) {
  await withServerOn(backend, limitsOutOfTheWay, async (server) => {
    const sessions = openSessionsCounter(server.databaseUrl, server.dataDir);
    try {
      const accounts = await createAccounts(server, 200);
      for (const concurrency of [50, 200]) {
        console.log(`${backend}: ${concurrency} virtual clients for ${seconds} s…`);
        const result = await runVirtualClients({ ...server, accounts, concurrency, seconds });
        const serverErrors = serverErrorsIn(result.statuses);
        const openSessions = await sessions.count();
        if (serverErrors > 0 || openSessions > 0 || result.sessionMismatches > 0) failures += 1;
        const byEndpoint = (Object.keys(result.latencies) as Endpoint[])
          .map(
            (endpoint) =>
              `${endpoint} ${rateAndLatency(result.latencies[endpoint], result.seconds)}`,
          )
          .join('<br>');
        rows.push(
          `| ${backend} | ${concurrency} | ${byEndpoint} | ${serverErrors} | ${openSessions} | ${result.sessionMismatches} | ${statusList(result.statuses)} |`,
        );
      }

      if (backend === 'sqlite') {
        console.log('ratios…');
        const measured = await measureRatios({
          server,
          dataDir: server.dataDir,
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
    }
  });
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
