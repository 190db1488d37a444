import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { auditedActor } from '../../../platform/actor.ts';
import type { ByteRange } from '../../db/files/file-store.ts';
import type { MessageFileRow } from '../../db/repositories/messages.ts';
import type { ApiServices } from '../api-services.ts';
import { enqueueBucketFilesRemoval, removeBucketFiles } from '../bucket-files-removal.ts';
import { MessageRefusal } from './message-refusal.ts';
import type { ThreadAccess } from './messages.ts';

/**
 * An attachment the caller may open: one of the client's own thread, for the client; any
 * thread's, for the team. Another client's, or a deleted message's, is not found.
 */
export async function readableMessageFile(
  services: ApiServices,
  id: string,
  reader: { userId: string; team: boolean },
) {
  const file = await services.messages.findFile(services.auth.store.db, id);
  if (!file || (!reader.team && file.client_id !== reader.userId)) {
    throw new MessageRefusal('file_not_found');
  }
  return file;
}

/**
 * A link to an attachment of the thread for the caller's session, as the materials' are. The
 * team's opening of a client's file goes to the audit log.
 */
export async function linkToMessageFile(
  services: ApiServices,
  access: ThreadAccess & { sessionId: string },
  id: string,
) {
  const file = await services.messages.findFile(services.auth.store.db, id);
  if (!file || file.client_id !== access.clientId) throw new MessageRefusal('file_not_found');
  if (access.side === 'team') {
    await services.auth.repositories.auditLog.record(services.auth.store.db, {
      action: 'message_file_opened',
      userId: access.clientId,
      ...auditedActor(access.actor),
      detail: { file: file.id, file_name: file.file_name },
    });
  }
  return services.messageFileLinks.create(id, {
    userId: access.userId,
    sessionId: access.sessionId,
  });
}

/** The bytes of an attachment in `range`, from wherever they were stored. */
export function readMessageFile(services: ApiServices, file: MessageFileRow, range: ByteRange) {
  return services.messageFiles.holding(file.storage).read(file.id, range);
}

/** The job that deletes a leaving client's attachments from the bucket, once their rows are gone. */
export const messageFilesRemovalJob = 'message-files-removal';

/** Has a deleted account's attachments leave the bucket after the deletion commits. */
export async function enqueueMessageFilesRemoval(
  services: ApiServices,
  trx: Transaction<Database>,
  clientId: string,
) {
  const fileIds = await services.messages.bucketFilesOf(trx, clientId);
  await enqueueBucketFilesRemoval(services, trx, {
    kind: messageFilesRemovalJob,
    key: clientId,
    fileIds,
  });
}

export const removeMessageFiles = (services: ApiServices, input: unknown) =>
  removeBucketFiles(services.messageFiles, input);
