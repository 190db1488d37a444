import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqliteFile } from '../../server/src/db/database.ts';
import { freePort } from '../e2e/support/site-server.ts';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { signedInAccount } from '../support/data-api.ts';
import { sampleMp4, uploadMaterial } from '../support/material-files.ts';
import { rowCounts } from '../support/row-counts.ts';
import { runScript } from '../support/run-command.ts';
import { startServerProcess } from '../support/server-process.ts';
import { onSmallTemporaryDisk } from '../support/small-temporary-disk.ts';

const uploadTables = ['materials', 'material_chunks', 'audit_log'] as const;

/** The warnings among a server's log lines, parsed. */
function warningsOf(lines: string[]) {
  return lines
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; code?: string; err?: string })
    .filter((entry) => entry.level === 40);
}

describe('SQLite finding the disk full', () => {
  let server: RunningAuthServer;
  let staff: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n')));
    server = await startAuthServer('sqlite', { LOG_LEVEL: 'warn' }, { logStream });
    staff = (await signedInAccount(server, { staff: true })).token;
  });
  afterAll(() => server?.close());

  /** Caps the database file a few pages past its size: the writer finds the disk full there. */
  async function fillTheDisk() {
    const { db } = server.app.store;
    const pragma = async (name: string) =>
      Number((await sql.raw<Record<string, number>>(`pragma ${name}`).execute(db)).rows[0]![name]);
    const limit = await pragma('max_page_count');
    await sql.raw(`pragma max_page_count = ${(await pragma('page_count')) + 8}`).execute(db);
    return () => sql.raw(`pragma max_page_count = ${limit}`).execute(db);
  }

  it('answers 503 with Retry-After, logs SQLITE_FULL, keeps nothing of the write, and takes it once there is room', async () => {
    const material = { fileName: 'Entrevista.mp4', bytes: sampleMp4(1024 * 1024) };
    const before = await rowCounts(server.app.store.db, uploadTables);
    const makeRoom = await fillTheDisk();

    const answer = await uploadMaterial(server, staff, material);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await rowCounts(server.app.store.db, uploadTables)).toEqual(before);
    expect(warningsOf(logLines)).toContainEqual(
      expect.objectContaining({ msg: 'store unavailable', code: 'SQLITE_FULL' }),
    );

    await makeRoom();
    expect((await uploadMaterial(server, staff, material)).status).toBe(201);
  });
});

// A disk of its own for the server's temporary files needs a mount namespace: Linux, with user
// namespaces allowed (some containers forbid them).
describe('the upload spool finding its disk full', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'legado-full-'));
  // Seen by the server only as the small disk mounted on it.
  const spool = mkdtempSync(path.join(tmpdir(), 'legado-spool-'));
  const staff = { email: 'equipe@example.com', password: 'Legado#2025' };
  let server: ReturnType<typeof startServerProcess>;
  let url: string;
  let token: string;
  beforeAll(async () => {
    const settings = { DATA_DIR: dataDir, STAFF_REQUIRE_MFA: 'false', LOG_LEVEL: 'warn' };
    const cli = (...args: string[]) => runScript('server/src/cli/main.ts', args, settings);
    await cli('users', 'create', staff.email, '--password', staff.password, '--staff');
    const anonKey = /ANON_KEY=(\S+)/.exec((await cli('keys')).stdout)![1]!;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = startServerProcess(
      // tsx would keep its cache on that disk.
      { ...settings, PORT: String(port), TMPDIR: spool, TSX_DISABLE_CACHE: '1' },
      (command) => onSmallTemporaryDisk(64 * 1024, command),
    );
    await server.ready;
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    });
    token = ((await signIn.json()) as { access_token: string }).access_token;
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(spool, { recursive: true, force: true });
  });

  function storedMaterials() {
    const database = new SQLite(sqliteFile(dataDir), { readonly: true });
    try {
      return database.prepare('select file_name from materials').pluck().all();
    } finally {
      database.close();
    }
  }

  it('answers an upload larger than the room left 503 with Retry-After, logs ENOSPC, and leaves none of it behind', async () => {
    const tooLarge = { fileName: 'Entrevista.mp4', bytes: sampleMp4(256 * 1024) };
    const answer = await uploadMaterial({ url }, token, tooLarge);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    // The answer may reach the test before the log line does.
    await vi.waitFor(() =>
      expect(warningsOf(server.output().split('\n'))).toContainEqual(
        expect.objectContaining({ msg: 'store unavailable', code: 'ENOSPC' }),
      ),
    );

    // What was spooled of it is gone: a file that needs most of the small disk fits.
    const fitting = { fileName: 'Trecho.mp4', bytes: sampleMp4(48 * 1024) };
    expect((await uploadMaterial({ url }, token, fitting)).status).toBe(201);
    expect(storedMaterials()).toEqual(['Trecho.mp4']);

    // Nor its sender's connection, left half-read, holds a graceful shutdown.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
