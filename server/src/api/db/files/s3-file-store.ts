import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../../db/database.ts';
import type { FileShelf } from './file-shelf.ts';
import type { FileStore } from './file-store.ts';

/**
 * `S3_URL`: `https://ACCESS_KEY:SECRET_KEY@endpoint/bucket[/prefix][?region=…]`. Without a key
 * pair in it, the SDK's usual sources (environment, instance role) supply one.
 */
export function parseS3Url(s3Url: string) {
  const url = new URL(s3Url);
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('S3_URL must name the bucket: https://host/bucket');
  return {
    endpoint: url.origin,
    bucket,
    prefix: prefix.length > 0 ? `${prefix.join('/')}/` : '',
    region: url.searchParams.get('region') ?? 'us-east-1',
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}

/**
 * Files in an S3-compatible bucket, one object per file, in the shelf's folder. A bucket has no transactions, so
 * the object is written before the rows and deleted after them: a failure between the two leaves
 * an unlisted object behind (logged), never a listed material without its file.
 */
export function createS3FileStore(
  s3Url: string,
  store: Store,
  log: FastifyBaseLogger,
  shelf: FileShelf,
): FileStore {
  const { endpoint, bucket, prefix, region, credentials } = parseS3Url(s3Url);
  // The SDK is large: loaded on the first file operation, never by a process that has none.
  let connection: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }>;
  const s3 = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint,
        region,
        credentials,
        // Path-style addressing, checksums only where required: what S3-compatible servers take.
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const object = (id: string) => ({ Bucket: bucket, Key: `${prefix}${shelf.bucketFolder}/${id}` });

  const deleteObject = async (id: string) => {
    try {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand(object(id)));
    } catch (error) {
      log.warn({ err: error, file: id }, `${shelf.label} file left in the bucket`);
    }
  };

  return {
    kind: 's3',
    async save(id, file, record) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          ...object(id),
          Body: createReadStream(file.path),
          ContentLength: file.size,
          ContentType: file.contentType,
        }),
      );
      try {
        await store.db.transaction().execute(record);
      } catch (error) {
        await deleteObject(id);
        throw error;
      }
    },
    async read(id, { start, end }) {
      const { sdk, client } = await s3();
      const answer = await client.send(
        new sdk.GetObjectCommand({ ...object(id), Range: `bytes=${start}-${end}` }),
      );
      return answer.Body as Readable;
    },
    async remove(id, record) {
      await store.db.transaction().execute(record);
      await deleteObject(id);
    },
  };
}
