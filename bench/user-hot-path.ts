/**
 * `npm run bench:user-profile`: what `GET /user` costs the server's processor per request, beside
 * its floor (the `bare-user` route), measured from the server process's own CPU time so that other
 * work on the machine does not move it much. With PROFILE_DIR set, the real server also writes a
 * V8 CPU profile there, and the time of each part of the hot path is printed in µs per request.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createAccounts, signIn } from './bench-accounts.ts';
import { freePort } from '../tests/e2e/support/site-server.ts';
import { withServerOn } from './bench-backends.ts';
import { type BenchServer, startServer, stopServer } from './bench-servers.ts';
import { hotPathParts } from './cpu-profile-parts.ts';

const requests = Number(process.env.PROFILE_REQUESTS ?? 40_000);
const rounds = Number(process.env.PROFILE_ROUNDS ?? 3);
const profileDir = process.env.PROFILE_DIR;

/** User and system CPU time of a process so far, in µs (Linux). */
function cpuMicros(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function cpuPerRequest(server: BenchServer, url: string, headers: Record<string, string>) {
  const pid = server.child.pid!;
  const before = cpuMicros(pid);
  const result = await autocannon({ url, headers, connections: 50, amount: requests });
  if (result.non2xx + result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx`);
  return { micros: (cpuMicros(pid) - before) / requests, rate: result.requests.average };
}

const profileOptions = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
// Metrics on, as in production (docs/operations.md): their hook is on the hot path.
const metricsPort = String(await freePort());

await withServerOn(
  'sqlite',
  { METRICS_PORT: metricsPort },
  async (server) => {
    const [account] = await createAccounts(server, 1);
    const headers = {
      apikey: server.anonKey,
      authorization: `Bearer ${await signIn(server, account!)}`,
    };
    const bare = await startServer('bare-user', { DATA_DIR: server.dataDir, SITE_URL: server.url });
    const totals = { ours: { micros: 0, rate: 0 }, bare: { micros: 0, rate: 0 } };
    try {
      for (let round = 0; round < rounds; round += 1) {
        for (const [name, target] of [
          ['ours', server],
          ['bare', bare],
        ] as const) {
          const figure = await cpuPerRequest(target, `${target.url}/auth/v1/user`, headers);
          totals[name].micros += figure.micros / rounds;
          totals[name].rate += figure.rate / rounds;
          console.log(
            `${name}: ${figure.micros.toFixed(1)} µs/request, ${figure.rate.toFixed(0)}/s`,
          );
        }
      }
    } finally {
      await stopServer(bare);
    }
    const { ours, bare: floor } = totals;
    console.log(
      `GET /user ${ours.micros.toFixed(1)} µs, floor ${floor.micros.toFixed(1)} µs: ` +
        `floor ÷ ours ${(floor.micros / ours.micros).toFixed(2)}; ` +
        `rates ${ours.rate.toFixed(0)}/s ÷ ${floor.rate.toFixed(0)}/s = ${(ours.rate / floor.rate).toFixed(2)}`,
    );
  },
  profileOptions,
);

if (profileDir) {
  // The main thread's profiles (thread 0), not the module loader's.
  for (const file of readdirSync(profileDir).filter((name) => /\.0\.\d+\.cpuprofile$/.test(name))) {
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
    const userRequests = requests * rounds;
    console.log(`\n${file}: µs per GET /user (${userRequests} requests)`);
    for (const [part, micros] of hotPathParts(profile)) {
      console.log(`${(micros / userRequests).toFixed(2).padStart(8)}  ${part}`);
    }
  }
}
