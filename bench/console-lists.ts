/**
 * `npm run bench:console`: the team's console with a full book — 1,000 clients and 500 upcoming
 * conversations — on SQLite and PostgreSQL: how fast the client list (first page, a late page, a
 * search) and a four-week agenda answer, and how much JavaScript the console's own chunks weigh.
 * Writes the figures to docs/benchmarks.md. BENCH_SECONDS (default 10) sets each measurement.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { openStore } from '../server/src/db/database.ts';
import { distDir } from '../server/src/site/build-output.ts';
import { ensureBuild } from '../server/src/site/ensure-build.ts';
import { consoleOnlyScripts } from '../tests/e2e/support/script-budget.ts';
import { createAccounts, signIn } from './bench-accounts.ts';
import { type ServerOnStore, storeBackends, withServerOn } from './bench-backends.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clientCount = 1000;
const bookingCount = 500;
const day = 86_400_000;

/** The book, written straight into the store: what is measured is reading it. */
async function fillStore(server: ServerOnStore) {
  const store = openStore({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  const now = new Date().toISOString();
  const ids = Array.from({ length: clientCount }, () => crypto.randomUUID());
  try {
    await store.db.transaction().execute(async (trx) => {
      for (const [n, id] of ids.entries()) {
        await trx
          .insertInto('users')
          .values({
            id,
            identity_id: crypto.randomUUID(),
            email: `cliente-${n}@example.com`,
            encrypted_password: null,
            email_confirmed_at: now,
            user_metadata: '{}',
            app_metadata: '{}',
            created_at: now,
            updated_at: now,
          })
          .execute();
        if (n % 2 === 0) {
          await trx
            .insertInto('profiles')
            .values({ user_id: id, full_name: `Cliente Número ${n}`, updated_at: now })
            .execute();
        }
      }
      const firstStart = Math.ceil((Date.now() + 2 * day) / 3_600_000) * 3_600_000;
      for (let n = 0; n < bookingCount; n++) {
        const start = firstStart + n * 45 * 60_000;
        await trx
          .insertInto('bookings')
          .values({
            id: crypto.randomUUID(),
            user_id: ids[n * 2]!,
            start_at: new Date(start).toISOString(),
            end_at: new Date(start + 45 * 60_000).toISOString(),
            status: 'confirmed',
            topic: 'Sucessão familiar',
            notes: null,
            cancel_reason: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    });
  } finally {
    await store.close();
  }
}

async function measure(url: string, token: string) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} failures`);
  const bytes = result.throughput.total / result.requests.total;
  return `${result.requests.average.toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${(bytes / 1024).toFixed(1)} kB`;
}

const loadAtStart = loadavg()[0]!.toFixed(1);
const rows: string[] = [];
for (const backend of storeBackends) {
  console.log(`${backend}: ${clientCount} clients, ${bookingCount} conversations…`);
  await withServerOn(backend, { STAFF_REQUIRE_MFA: 'false' }, async (server) => {
    await fillStore(server);
    const [staff] = await createAccounts(server, 1, {
      prefix: 'equipe',
      appMetadata: { role: 'staff' },
    });
    const token = await signIn(server, staff!);
    const api = `${server.url}/api/v1/admin`;
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 28 * day).toISOString();
    const figures = [
      await measure(`${api}/clients`, token),
      await measure(`${api}/clients?page=40`, token),
      await measure(`${api}/clients?query=${encodeURIComponent('número 99')}`, token),
      await measure(`${api}/bookings?from=${from}&to=${to}`, token),
    ];
    rows.push(`| ${backend} | ${figures.join(' | ')} |`);
  });
}

await ensureBuild();
const consoleScripts = [...consoleOnlyScripts()];
const gzipBytes = consoleScripts.reduce(
  (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  0,
);

writeBenchmarkSection(
  "The team's console: a full book",
  [
    `Measured with \`npm run bench:console\`: ${clientCount} clients (half with a profile name) and ${bookingCount} confirmed conversations written into a fresh store, then 10 connections for ${seconds} s per figure against the staff API, load generator and server on the same 2 cores (load average ${loadAtStart} at the start). Each figure: requests per second, latency p50/p99, size of one answer.`,
    '',
    '| store | client list, page 1 (25) | page 40 | search by name | agenda, 4 weeks (about 500) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `The console's own JavaScript — the chunks of \`src/pages/admin/\` and what only they import, which a client's browser never fetches (\`tests/e2e/admin-access.test.ts\`) — is ${consoleScripts.length} files, ${(gzipBytes / 1024).toFixed(1)} kB gzip.`,
  ].join('\n'),
);
console.log(rows.join('\n'));
