import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { SiteContent } from '../../shared/site-content/schema.ts';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';
import { createTestDatabase } from '../support/embedded-postgres.ts';
import { rowCounts } from '../support/row-counts.ts';
import { runCli } from '../support/cli.ts';

const content = (args: string[], env: Record<string, string>) =>
  runCli(['content', ...args], { env: { LOG_LEVEL: 'warn', ...env } });

/** The rows of `content versions`, each as its cells (an empty one merges into the padding). */
function versionRows(stdout: string) {
  return stdout
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(/ {2,}/));
}

const rowOf = (rows: string[][], version: number) =>
  rows.find(([cell]) => cell === String(version));

describe.each(backends)('npm run cli -- content on %s', (backend) => {
  let dataDir: string;
  let environment: Record<string, string>;
  let server: RunningAuthServer;
  let staff: { token: string; email: string };

  const readContent = async () =>
    (await (await apiRequest(server, 'GET', '/admin/content', staff.token)).json()) as {
      version: number;
      content: SiteContent;
    };
  const publishTitle = async (title: string) => {
    const live = await readContent();
    const response = await apiRequest(server, 'PUT', '/admin/content', staff.token, {
      content: { ...live.content, hero: { ...live.content.hero, title } },
      base_version: live.version,
    });
    expect(response.status).toBe(200);
  };
  const home = async () => (await fetch(`${server.url}/`)).text();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'legado-content-cli-'));
    environment = {
      DATA_DIR: dataDir,
      ...(backend === 'postgres'
        ? { DATABASE_URL: await createTestDatabase(inject('postgresAdminUrl')) }
        : {}),
    };
    // The instance that serves the site while the operator works on its store.
    server = await startAuthServer(backend, environment, { serveSite: true });
    staff = await signedInAccount(server, { staff: true });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the versions, and restores one as the newest, which the running server then shows', async () => {
    const empty = await content(['versions'], environment);
    expect(empty.stdout).toContain('No version published yet');

    await publishTitle('Primeira versão.');
    await publishTitle('Segunda versão.');
    const listed = await content(['versions'], environment);
    expect(listed.code).toBe(0);
    const before = versionRows(listed.stdout);
    expect(before.map(([version]) => version)).toEqual(['2', '1']);
    expect(before[0]).toEqual([
      '2',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      staff.email,
      'live',
    ]);

    const restored = await content(['restore', '1'], environment);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain('Version 1 is published again as version 3');
    await vi.waitFor(async () => expect(await home()).toContain('Primeira versão.'), {
      timeout: 10_000,
      interval: 200,
    });
    const after = versionRows((await content(['versions'], environment)).stdout);
    expect(after[0]).toEqual(['3', expect.any(String), '—', '1', 'live']);

    const audit = await apiRequest(
      server,
      'GET',
      '/admin/audit?action=content_published',
      staff.token,
    );
    const { entries } = (await audit.json()) as { entries: unknown[] };
    // The operator: no account, no member of the team.
    expect(entries[0]).toMatchObject({
      user_id: null,
      actor: null,
      detail: { version: 3, restored_from: 1 },
    });
  });

  it('refuses a version that does not exist or does not fit, and publishes nothing', async () => {
    const tables = ['site_content_versions', 'audit_log'] as const;
    const { store } = server.app;
    const newest = Number(versionRows((await content(['versions'], environment)).stdout)[0]![0]);
    // Written straight into the store, as a build without today's limits on Markdown allowed.
    const current = await readContent();
    const legal = current.content.legal;
    await store.db
      .insertInto('site_content_versions')
      .values({
        version: newest + 1,
        document: JSON.stringify({
          ...current.content,
          legal: { ...legal, privacy: { ...legal.privacy, body: '*a_'.repeat(10_000) } },
        }),
        published_at: new Date().toISOString(),
        published_by: null,
        restored_from: null,
      })
      .execute();
    const before = await rowCounts(store.db, tables);

    const listed = versionRows((await content(['versions'], environment)).stdout);
    expect(rowOf(listed, newest + 1)?.at(-1)).toBe('passed over: does not fit this build');
    expect(rowOf(listed, newest)?.at(-1)).toBe('live');

    const unfit = await content(['restore', String(newest + 1)], environment);
    expect(unfit.code).toBe(1);
    expect(unfit.stderr).toContain(`Error: version ${newest + 1} does not render with this build`);
    const missing = await content(['restore', '99'], environment);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Error: no version 99; see: npm run cli -- content versions');
    if (backend === 'sqlite') {
      // Refused before the store is read: once is enough.
      const wrong = await content(['restore', 'ontem'], environment);
      expect(wrong.stderr).toContain('"ontem" is not a version number');
    }
    expect(await rowCounts(store.db, tables)).toEqual(before);
  });
});
