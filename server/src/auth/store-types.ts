import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Repositories take either the database or an open transaction. */
export type Queryable = Kysely<Database> | Transaction<Database>;

export function nowIso(now = new Date()) {
  return now.toISOString();
}

export function secondsFrom(now: Date, seconds: number) {
  return new Date(now.getTime() + seconds * 1000).toISOString();
}
