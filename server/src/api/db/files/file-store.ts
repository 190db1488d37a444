import type { Readable } from 'node:stream';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A file waiting on local disk (an upload, already read and checked) to be stored. */
export interface SpooledFile {
  path: string;
  size: number;
  contentType: string;
}

/** Bytes `start` to `end`, both included (as HTTP ranges count). */
export interface ByteRange {
  start: number;
  end: number;
}

/** The rows that go with a file, written in the same transaction as (or after) its bytes. */
type RecordChange = (trx: Transaction<Database>) => Promise<void>;

/**
 * Where the materials' bytes live (docs/portal.md, "Files"). Each change pairs the bytes with the
 * rows that name them, so a material is never listed without its file.
 */
export interface FileStore {
  kind: 'database' | 's3';
  /** Stores the file under `id` and runs `record`: both happen, or neither. */
  save(id: string, file: SpooledFile, record: RecordChange): Promise<void>;
  /** The file's bytes in `range`. */
  read(id: string, range: ByteRange): Promise<Readable>;
  /** Runs `record` (which deletes the rows) and then lets the bytes go. */
  remove(id: string, record: RecordChange): Promise<void>;
}
