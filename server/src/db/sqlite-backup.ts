import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { migrationNames, migrationTable } from './migrate.ts';

/**
 * A consistent copy of a live database through SQLite's online backup API: readers and the writer
 * carry on while it runs. The copy is written beside the target and renamed into place.
 */
export async function backupSqlite(databaseFile: string, targetFile: string) {
  if (!existsSync(databaseFile)) throw new Error(`no database at ${databaseFile}`);
  const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  const partial = `${targetFile}.partial`;
  try {
    await source.backup(partial);
    // A copy of every hash and session: for the owner's eyes only, wherever it is put.
    chmodSync(partial, 0o600);
    renameSync(partial, targetFile);
  } finally {
    source.close();
    rmSync(partial, { force: true });
  }
}

/** Checks that a file is a sound SQLite database with our schema before it replaces anything. */
function assertRestorable(backupFile: string) {
  const candidate = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    const integrity = candidate.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${backupFile} is damaged: ${String(integrity)}`);
    // A backup of this product has a migration history, known to this version, that starts with 001.
    const notOurs = new Error(`${backupFile} is not a backup of this product's database`);
    const history = candidate
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = ?")
      .get(migrationTable) as { n: number };
    if (history.n !== 1) throw notOurs;
    const applied = (
      candidate.prepare(`select name from ${migrationTable}`).all() as { name: string }[]
    ).map((row) => row.name);
    if (!applied.includes(migrationNames[0]!)) throw notOurs;
    const unknown = applied.filter((name) => !migrationNames.includes(name));
    if (unknown.length > 0) {
      throw new Error(
        `${backupFile} comes from a newer version (migrations ${unknown.join(', ')})`,
      );
    }
  } finally {
    candidate.close();
  }
}

/** Puts a backup in place of the database (the server must be stopped). */
export async function restoreSqlite(backupFile: string, databaseFile: string) {
  assertRestorable(backupFile);
  const incoming = `${databaseFile}.restoring`;
  await backupSqlite(backupFile, incoming);
  // A stale write-ahead log would be replayed over the restored file.
  for (const suffix of ['-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
  renameSync(incoming, databaseFile);
}
