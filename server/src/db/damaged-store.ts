import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from './database.ts';

/** A damaged file or table: SQLite's CORRUPT (and its extended codes) and NOTADB; PostgreSQL's XX001/XX002. */
export function isDamagedStoreError(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    (code.startsWith('SQLITE_CORRUPT') ||
      code === 'SQLITE_NOTADB' ||
      code === 'XX001' ||
      code === 'XX002')
  );
}

/** What the operator reads when the store is damaged: what, where, and how to get back. */
export class DamagedStoreError extends Error {
  constructor(location: string, detail: string) {
    super(
      `The database ${location} is damaged or is not a SQLite database (${detail}). ` +
        'Stop the server, keep the damaged file aside, and restore the latest backup: ' +
        'npm run restore -- /path/to/backup.sqlite (docs/operations.md, "Backups").',
    );
    this.name = 'DamagedStoreError';
  }
}

/** `error` named as a damaged store when it is one; otherwise as it was. */
export function explainDamage(error: unknown, location: string) {
  if (!isDamagedStoreError(error)) return error;
  const { code, message } = error as Error & { code: string };
  return new DamagedStoreError(location, `${code}: ${message}`);
}

/**
 * Reads every page of a SQLite file once, on a connection of its own that is closed afterwards, so
 * that a damaged file is named before the server takes requests. A file not there yet is new.
 */
export function assertSqliteIntact(file: string) {
  if (!existsSync(file)) return;
  let connection: SQLite.Database | undefined;
  try {
    connection = new SQLite(file, { readonly: true, fileMustExist: true });
    const [result] = connection.pragma('quick_check') as { quick_check: string }[];
    if (result?.quick_check !== 'ok') {
      throw new DamagedStoreError(file, `quick_check: ${result?.quick_check ?? 'no answer'}`);
    }
  } catch (error) {
    throw explainDamage(error, file);
  } finally {
    connection?.close();
  }
}

const damagedStores = new WeakMap<Store, string>();

/** Notes that a running store answered with damage: said once in the log, and readiness fails. */
export function reportDamage(store: Store, error: Error, log: FastifyBaseLogger) {
  if (damagedStores.has(store)) return;
  const explained = explainDamage(error, store.location) as Error;
  damagedStores.set(store, explained.message);
  log.error(explained.message);
}

/** Why the store cannot be trusted, once a request found it damaged. */
export function damageOf(store: Store) {
  return damagedStores.get(store);
}
