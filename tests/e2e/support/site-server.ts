import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';

export interface RunningSite {
  url: string;
  dataDir: string;
  outboxDir: string;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

/** A port the kernel just handed out, so the site can know its own origin before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address !== 'string'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real server (site and auth API) on a loopback port (a free one unless given) with a
 * fresh data folder.
 */
export async function startSite(
  environment: Record<string, string> = {},
  listenPort?: number,
): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'legado-e2e-'));
  const port = listenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // E-mails leave through the job queue: the tests wait a twentieth of a second, not a second.
    JOBS_POLL_INTERVAL_MS: '50',
    // The team's second factor has tests of its own; elsewhere staff accounts sign in with a password.
    STAFF_REQUIRE_MFA: 'false',
    // Servers start here by the hundred: their pages compressed fast (decision 055).
    SITE_COMPRESSION: 'fast',
    DATA_DIR: dataDir,
    SITE_URL: url,
    ...environment,
  });
  const app = await buildApp({ config });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    dataDir,
    outboxDir: config.mail.outboxDir,
    anonKey: app.apiKeys.anon,
    serviceRoleKey: app.apiKeys.serviceRole,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
