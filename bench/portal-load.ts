/**
 * `npm run bench:portal`: the portal's data API on SQLite and on PostgreSQL — a material's file
 * downloaded beside the same file served from disk, then 50 virtual clients booking the agenda's
 * slots — and the download once more with the file in a local S3 bucket. Writes the figures to
 * docs/benchmarks.md. BENCH_SECONDS (default 60) sets the booking phase's length, and how long
 * each count of downloaders runs (half of it on our server, half on the floor).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { defaultAvailability } from '../shared/agenda.ts';
import { readAgendaStore } from './agenda-store-check.ts';
import { createAccounts, signIn } from './bench-accounts.ts';
import {
  type ServerOnStore,
  type StoreBackend,
  storeBackends,
  withServerOn,
} from './bench-backends.ts';
import { startServer, stopServer } from './bench-servers.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { contestedSlots, runBookingClients } from './booking-clients.ts';
import type { DownloadTotals } from './downloaders.ts';
import { rateAndLatency, serverErrorsIn, statusList } from './load-figures.ts';
import { compareDownloads, sampleFile } from './material-downloads.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const clients = 50;
const downloadConnections = [4, 16];
const downloadRounds = 3;
const downloadSeconds = Math.max(1, Math.round(seconds / (2 * downloadRounds)));
// 120 writes per user in five minutes, and 10 bookings per client an hour, would refuse most of a
// client's bookings and cancellations; the staff account that uploads the sample file signs in
// with its password only.
const environment = {
  RATE_LIMIT_API_WRITES_PER_USER: '100000000',
  RATE_LIMIT_BOOKING_CHANGES_PER_HOUR: '100000000',
  STAFF_REQUIRE_MFA: 'false',
};

const loadAtStart = loadavg()[0]!.toFixed(1);
const bookingRows: string[] = [];
const freeAtStart: number[] = [];
const downloadRows: string[] = [];
let failures = 0;

const downloadRate = (totals: DownloadTotals) =>
  `${(totals.bytes / totals.seconds / 1e6).toFixed(0)} MB/s, ${(totals.downloads / totals.seconds).toFixed(1)}/s`;

/** The server's clients and one member of the team, signed in: their access tokens. */
async function signedInAccounts(server: ServerOnStore) {
  const accounts = await createAccounts(server, clients, { prefix: 'cliente' });
  const [staff] = await createAccounts(server, 1, {
    prefix: 'equipe',
    appMetadata: { role: 'staff' },
  });
  return {
    clients: await Promise.all(accounts.map((account) => signIn(server, account))),
    staff: await signIn(server, staff!),
  };
}

async function measureDownloads(
  files: string,
  server: ServerOnStore,
  tokens: { clients: string[]; staff: string },
  floorUrl: string,
) {
  console.log(`${files}: downloads…`);
  const comparisons = await compareDownloads({
    server,
    staffToken: tokens.staff,
    clientTokens: tokens.clients,
    floorUrl,
    connections: downloadConnections,
    rounds: downloadRounds,
    seconds: downloadSeconds,
  });
  for (const { connections, ours, floor } of comparisons) {
    const failed = ours.failures + floor.failures;
    if (failed > 0) failures += 1;
    const ratio = ours.bytes / ours.seconds / (floor.bytes / floor.seconds);
    downloadRows.push(
      `| ${files} | ${connections} | ${downloadRate(ours)} | ${downloadRate(floor)} | ${ratio.toFixed(2)} | ${failed} |`,
    );
  }
}

async function measureBookings(backend: StoreBackend, server: ServerOnStore, tokens: string[]) {
  console.log(`${backend}: ${clients} clients booking for ${seconds} s…`);
  const load = await runBookingClients({ url: server.url, tokens, seconds });
  freeAtStart.push(load.freeAtStart);
  const store = await readAgendaStore(server);
  const serverErrors = serverErrorsIn(load.statuses);
  if (serverErrors > 0 || store.doubleBookedSlots > 0 || store.confirmed !== load.held) {
    failures += 1;
  }
  const byRequest = [...load.latencies]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([request, latencies]) => `${request}: ${rateAndLatency(latencies, load.seconds)}`)
    .join('<br>');
  bookingRows.push(
    `| ${backend} | ${byRequest} | ${serverErrors} | ${store.doubleBookedSlots} | ${store.confirmed} / ${load.held} | ${store.noticesDue} | ${statusList(load.statuses)} |`,
  );
}

const floorDir = mkdtempSync(path.join(tmpdir(), 'legado-bench-static-'));
writeFileSync(path.join(floorDir, sampleFile.name), sampleFile.bytes);
const floor = await startServer('static-file', { BENCH_STATIC_DIR: floorDir });
const floorUrl = `${floor.url}/${sampleFile.name}`;
try {
  for (const backend of storeBackends) {
    await withServerOn(backend, environment, async (server) => {
      const tokens = await signedInAccounts(server);
      // Downloads first: the booking e-mails the agenda's load leaves to send would share the CPU.
      await measureDownloads(`${backend} chunks`, server, tokens, floorUrl);
      await measureBookings(backend, server, tokens.clients);
    });
  }
  const bucket = await startServer('s3');
  try {
    await withServerOn('sqlite', { ...environment, S3_URL: bucket.url }, async (server) =>
      measureDownloads('S3 (s3rver)', server, await signedInAccounts(server), floorUrl),
    );
  } finally {
    await stopServer(bucket);
  }
} finally {
  await stopServer(floor);
  rmSync(floorDir, { recursive: true, force: true });
}

const machine = `this ${availableParallelism()}-core machine, whose cores the load generator and the server share (load average ${loadAtStart} when the run began)`;

writeBenchmarkSection(
  'Portal: the agenda under load',
  [
    `Measured with \`npm run bench:portal\` on ${machine}: the server in its own process, loopback, the default availability (Mon–Fri 09:00–12:00 and 14:00–18:00 ${defaultAvailability.time_zone}, ${defaultAvailability.duration_minutes} min plus ${defaultAvailability.buffer_minutes} between, ${defaultAvailability.min_notice_hours} h notice, ${defaultAvailability.horizon_days} days ahead). ${clients} virtual clients, each signed in as a client account of its own, loop for ${seconds} s: read the free slots of the next 30 days (${freeAtStart.join(' and ')} of them when the SQLite and the PostgreSQL run began), then try to book one of the ${contestedSlots} soonest, the few that all of them are racing for.`,
    '',
    `Like the agenda page, a client learns of the limit (${defaultAvailability.max_upcoming_per_client} upcoming bookings) from the server's 422 \`booking_limit\`; it then cancels its older booking and goes on, so the load does not stop once every client holds two, and each cancelled slot is raced for anew. A lost race (409 \`slot_taken\`) and the limit are expected answers, counted by status; each line is one request and status, with its rate, p50 and p99. A 201 does more work than a 409 (the insert, the audit row, the e-mail jobs), hence the separate lines. The per-user write limit (\`RATE_LIMIT_API_WRITES_PER_USER\`, 120 in five minutes) and the cap on a client's bookings (\`RATE_LIMIT_BOOKING_CHANGES_PER_HOUR\`, 10 an hour) are raised for the bench, or they would answer most writes with 429. The job worker runs in the server, as on a single instance, writing the booking e-mails to the outbox folder during the load.`,
    '',
    'After each run the bench reads the store itself: "slots booked twice" counts start times with more than one confirmed booking; "confirmed / held" sets the confirmed bookings in the store beside those the clients were told they hold; "notices due" counts booking e-mails still waiting for the job worker when the load stopped.',
    '',
    '| store | requests by status: rate, p50, p99 | 5xx | slots booked twice | confirmed / held | notices due | statuses |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...bookingRows,
  ].join('\n'),
);
writeBenchmarkSection(
  'Portal: material downloads',
  [
    `Measured with \`npm run bench:portal\` on ${machine}. One ${sampleFile.bytes.length / 1e6} MB file that sniffs as MP4, uploaded by a team account as a published material, is downloaded whole, over and over, by 4 and then 16 clients at once, each through its own link (\`POST /api/v1/materials/:id/link\`, then no Authorization header). The file lives where the server keeps it: in the store's own table, in chunks of 512 KiB (SQLite, PostgreSQL), or in an S3 bucket (\`S3_URL\`; SQLite for the rows). The bucket is s3rver, the JavaScript S3 server the tests use, in a process of its own on the same cores: its row tells what the S3 path costs with that server, not what a real bucket gives.`,
    '',
    `The floor is the identical file served from disk by @fastify/static in a bare Fastify server (\`static-file\` in bench/auth-bench-server.ts). Ours and the floor alternate in ${downloadRounds} rounds of ${downloadSeconds} s each, so that the machine's drift falls on both. MB is 10⁶ bytes, counted as they arrive: a download still under way when a round ends counts its bytes, not as a download. "Failures" counts answers other than a whole 200.`,
    '',
    '| files in | clients | ours: MB/s, downloads/s | static file from disk | ours ÷ static | failures |',
    '| --- | --- | --- | --- | --- | --- |',
    ...downloadRows,
  ].join('\n'),
);
console.log(bookingRows.join('\n'));
console.log(downloadRows.join('\n'));
process.exitCode = failures > 0 ? 1 : 0;
