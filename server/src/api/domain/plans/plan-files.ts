import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { auditedActor } from '../../../platform/actor.ts';
import type { ByteRange } from '../../db/files/file-store.ts';
import type { PlanFileRow } from '../../db/repositories/plans.ts';
import type { ApiServices } from '../api-services.ts';
import { enqueueBucketFilesRemoval, removeBucketFiles } from '../bucket-files-removal.ts';
import { identifyUpload, type SpooledUpload } from '../materials/incoming-file.ts';
import { changePlanIn, type PlanAccess } from './plan-change.ts';
import { PlanRefusal } from './plan-refusal.ts';

/** A plan's file as both sides list it. */
export const planFileJson = (row: PlanFileRow) => ({
  id: row.id,
  file_name: row.file_name,
  content_type: row.content_type,
  size: Number(row.size),
});

/**
 * A file for the client's plan (evidence to be), sniffed as the library's uploads are and stored
 * where they are, with its row, as one change of the plan.
 */
export async function uploadPlanFile(
  services: ApiServices,
  access: PlanAccess,
  upload: SpooledUpload,
) {
  if (!(await services.plans.findPlanOf(services.auth.store.db, access.clientId))) {
    throw new PlanRefusal('plan_not_found');
  }
  const { fileName, contentType } = await identifyUpload(upload);
  const files = services.planFiles.forNewFiles;
  const now = new Date().toISOString();
  let row: PlanFileRow | undefined;
  const spooled = { path: upload.path, size: upload.size, contentType };
  const id = crypto.randomUUID();
  await files.save(id, spooled, async (trx) => {
    await changePlanIn(services, trx, access, async (_trx, plan) => {
      row = {
        id,
        plan_id: plan.id,
        client_id: access.clientId,
        uploaded_by: access.userId,
        uploader_role: access.side === 'client' ? 'client' : 'staff',
        file_name: fileName,
        content_type: contentType,
        size: upload.size,
        storage: files.kind,
        created_at: now,
      };
      await services.plans.insertFile(trx, row);
      return { action: 'plan_file_uploaded', detail: { file: id, file_name: fileName } };
    });
  });
  return planFileJson(row!);
}

/**
 * A file of a plan the caller may open: one of the client's own plan, for the client; any plan's,
 * for the team. Any other id is not found.
 */
export async function readablePlanFile(
  services: ApiServices,
  id: string,
  reader: { userId: string; team: boolean },
) {
  const { db } = services.auth.store;
  const file = reader.team
    ? await services.plans.findFile(db, id)
    : await services.plans.findFileOf(db, reader.userId, id);
  if (!file) throw new PlanRefusal('file_not_found');
  return file;
}

/** The team's opening of a client's plan file, in the audit log. */
async function auditTeamOpening(services: ApiServices, access: PlanAccess, file: PlanFileRow) {
  if (access.side !== 'team') return;
  await services.auth.repositories.auditLog.record(services.auth.store.db, {
    action: 'plan_file_opened',
    userId: access.clientId,
    ...auditedActor(access.actor),
    detail: { file: file.id, file_name: file.file_name },
  });
}

/** A file of the client's plan, reached through their plan (the team's opening audited). */
export async function openPlanFile(services: ApiServices, access: PlanAccess, id: string) {
  const file = await services.plans.findFileOf(services.auth.store.db, access.clientId, id);
  if (!file) throw new PlanRefusal('file_not_found');
  await auditTeamOpening(services, access, file);
  return file;
}

/** A link to a file of the client's plan for the caller's session, as the materials' are. */
export async function linkToPlanFile(
  services: ApiServices,
  access: PlanAccess & { sessionId: string },
  id: string,
) {
  await openPlanFile(services, access, id);
  return services.planFileLinks.create(id, {
    userId: access.userId,
    sessionId: access.sessionId,
  });
}

/** The bytes of a plan's file in `range`, from wherever they were stored. */
export function readPlanFile(services: ApiServices, file: PlanFileRow, range: ByteRange) {
  return services.planFiles.holding(file.storage).read(file.id, range);
}

/** The job that deletes an ended plan's files from the bucket, once their rows are gone. */
export const planFilesRemovalJob = 'plan-files-removal';

/** Has the client's plan files in a bucket leave it after their rows' deletion commits. */
export async function enqueuePlanFilesRemoval(
  services: ApiServices,
  trx: Transaction<Database>,
  clientId: string,
) {
  const plan = await services.plans.findPlanOf(trx, clientId);
  if (!plan) return;
  await enqueueBucketFilesRemoval(services, trx, {
    kind: planFilesRemovalJob,
    key: plan.id,
    fileIds: await services.plans.bucketFilesOf(trx, clientId),
  });
}

export const removePlanFiles = (services: ApiServices, input: unknown) =>
  removeBucketFiles(services.planFiles, input);
