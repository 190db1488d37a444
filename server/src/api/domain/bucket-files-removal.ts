import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { FileStore } from '../db/files/file-store.ts';
import type { ApiServices } from './api-services.ts';

const removalPayload = z.object({ file_ids: z.array(z.string()) });

/**
 * Has files leave the bucket after the deletion of their rows commits (a bucket has no
 * transactions; the store's own chunks go with the rows at once): a job of `kind`, once per `key`.
 */
export async function enqueueBucketFilesRemoval(
  services: ApiServices,
  trx: Transaction<Database>,
  job: { kind: string; key: string; fileIds: string[] },
) {
  if (job.fileIds.length === 0) return;
  await enqueueJob(services.auth, trx, {
    kind: job.kind,
    payload: { file_ids: job.fileIds },
    dedupeKey: `${job.kind}:${job.key}`,
  });
}

/** The removal job's work: each file out of the bucket of `files`. */
export async function removeBucketFiles(
  files: { holding(storage: 's3'): FileStore },
  input: unknown,
) {
  const { file_ids: fileIds } = removalPayload.parse(input);
  const bucket = files.holding('s3');
  for (const id of fileIds) await bucket.remove(id, async () => {});
}
