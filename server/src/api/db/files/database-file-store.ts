import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Store } from '../../../db/database.ts';
import type { FileShelf } from './file-shelf.ts';
import type { ByteRange, FileStore, SpooledFile } from './file-store.ts';

/** Rows of this size: small enough to read one range's worth, large enough to stream fast. */
const chunkBytes = 512 * 1024;

async function* fileChunks(file: SpooledFile) {
  const handle = await open(file.path, 'r');
  try {
    for (let position = 0; position < file.size; position += chunkBytes) {
      const buffer = Buffer.alloc(Math.min(chunkBytes, file.size - position));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead !== buffer.length) throw new Error('the spooled upload changed while stored');
      yield buffer;
    }
  } finally {
    await handle.close();
  }
}

/** Files kept in the store itself, in numbered chunks: backups and every instance have them. */
export function createDatabaseFileStore(store: Store, shelf: FileShelf): FileStore {
  const table = sql.table(shelf.chunkTable);
  const fileColumn = sql.ref(shelf.fileColumn);
  // SQLite: the read-only connection streams a download without queueing behind the writer.
  const readChunk = store.sqliteReader
    ? (() => {
        const statement = store.sqliteReader.prepare<[string, number], { data: Buffer }>(
          `select data from ${shelf.chunkTable} where ${shelf.fileColumn} = ? and seq = ?`,
        );
        return async (id: string, seq: number) => statement.get(id, seq)?.data;
      })()
    : async (id: string, seq: number) => {
        const { rows } = await sql<{ data: Buffer }>`
          select data from ${table} where ${fileColumn} = ${id} and seq = ${seq}
        `.execute(store.db);
        return rows[0]?.data;
      };

  async function* rangeChunks(id: string, { start, end }: ByteRange) {
    for (let seq = Math.floor(start / chunkBytes); seq <= Math.floor(end / chunkBytes); seq++) {
      const data = await readChunk(id, seq);
      // Deleted while it was being sent: the download ends with an error, not with wrong bytes.
      if (!data) throw new Error(`${shelf.label} ${id} lost chunk ${seq} while being read`);
      const offset = seq * chunkBytes;
      yield data.subarray(Math.max(0, start - offset), Math.min(data.length, end - offset + 1));
    }
  }

  return {
    kind: 'database',
    async save(id, file, record) {
      await store.db.transaction().execute(async (trx) => {
        await record(trx);
        let seq = 0;
        for await (const data of fileChunks(file)) {
          await sql`
            insert into ${table} (${fileColumn}, seq, data) values (${id}, ${seq++}, ${data})
          `.execute(trx);
        }
      });
    },
    async read(id, range) {
      return Readable.from(rangeChunks(id, range), { objectMode: false });
    },
    async remove(_id, record) {
      // The chunks go with the file's row.
      await store.db.transaction().execute(record);
    },
  };
}
