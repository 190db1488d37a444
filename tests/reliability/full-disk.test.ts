import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { signedInAccount } from '../support/data-api.ts';
import { sampleMp4, uploadMaterial } from '../support/material-files.ts';
import { rowCounts } from '../support/row-counts.ts';

const uploadTables = ['materials', 'material_chunks', 'audit_log'] as const;

/** The warnings a server logged, parsed. */
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
