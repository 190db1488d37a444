import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Repositories take either the database or an open transaction. */
export type Queryable = Kysely<Database> | Transaction<Database>;
