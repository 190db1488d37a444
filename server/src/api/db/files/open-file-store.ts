import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Store } from '../../../db/database.ts';
import { createDatabaseFileStore } from './database-file-store.ts';
import type { FileShelf } from './file-shelf.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/**
 * New files go to a bucket when `S3_URL` is set, else to the store's own tables; a stored file is
 * read from where it was written, so setting `S3_URL` later keeps the earlier files.
 */
export function openFileStores(
  config: Config,
  store: Store,
  log: FastifyBaseLogger,
  shelf: FileShelf,
) {
  const database = createDatabaseFileStore(store, shelf);
  const { s3Url } = config.materials;
  const bucket = s3Url ? createS3FileStore(s3Url, store, log, shelf) : undefined;
  return {
    forNewFiles: bucket ?? database,
    holding(storage: FileStore['kind']): FileStore {
      if (storage === 'database') return database;
      if (!bucket) throw new Error(`a ${shelf.label} is stored in a bucket, but S3_URL is not set`);
      return bucket;
    },
  };
}
