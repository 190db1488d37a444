import type { Transaction } from 'kysely';
import { type MessagePage, messageLimits } from '../../../../../shared/messages.ts';
import type { Database } from '../../../db/schema.ts';
import { type Actor, auditedActor } from '../../../platform/actor.ts';
import type { ThreadSide } from '../../db/repositories/messages.ts';
import type { ApiServices } from '../api-services.ts';
import { identifyUpload, type SpooledUpload } from '../materials/incoming-file.ts';
import { messageJson } from './message-json.ts';
import { enqueueNoticeOfFirstUnread } from './message-notices.ts';
import { MessageRefusal } from './message-refusal.ts';

/** Whose thread a request reaches, from which side, and who is asking. */
export interface ThreadAccess {
  clientId: string;
  side: ThreadSide;
  userId: string;
  actor: Actor;
}

/** The team's reading of a thread is written to the audit log at most once in this long. */
const readAuditMinutes = 10;

const otherSide = (side: ThreadSide): ThreadSide => (side === 'client' ? 'team' : 'client');

/** One message of the thread, and its attachment; another thread's id is not found. */
async function messageOf(services: ApiServices, access: ThreadAccess, id: string) {
  const row = await services.messages.findInThread(services.auth.store.db, access.clientId, id);
  if (!row) throw new MessageRefusal('message_not_found');
  return row;
}

async function messageWithFiles(services: ApiServices, access: ThreadAccess, id: string) {
  const row = await messageOf(services, access, id);
  const files = await services.messages.filesOf(services.auth.store.db, [id]);
  return messageJson(row, files);
}

/**
 * Runs `change` on the held thread, then recomputes the thread and, when the other side's first
 * unread message has just arrived, schedules its notice.
 */
async function changeThread(
  services: ApiServices,
  trx: Transaction<Database>,
  access: ThreadAccess,
  change: (now: string) => Promise<void>,
) {
  const now = new Date();
  const before = await services.messages.hold(trx, access.clientId, now.toISOString());
  await change(now.toISOString());
  const after = await services.messages.refresh(trx, before);
  await enqueueNoticeOfFirstUnread(services, trx, {
    before,
    after,
    reader: otherSide(access.side),
    now,
  });
}

/** A page of the thread, newest first; the team's reading goes to the audit log. */
export async function listMessages(
  services: ApiServices,
  access: ThreadAccess,
  before?: string,
): Promise<MessagePage> {
  const { db } = services.auth.store;
  const cursor = before ? await messageOf(services, access, before) : undefined;
  const rows = await services.messages.page(db, access.clientId, messageLimits.page, cursor);
  const files = await services.messages.filesOf(
    db,
    rows.map((row) => row.id),
  );
  const thread = await services.messages.find(db, access.clientId);
  if (access.side === 'team') {
    await auditTeamReading(services, access, thread?.team_read_audited_at);
  }
  return {
    messages: rows.map((row) => messageJson(row, files)),
    unread: (access.side === 'client' ? thread?.client_unread : thread?.team_unread) ?? 0,
  };
}

/** The team's reading, in the audit log unless it was there within `readAuditMinutes`. */
async function auditTeamReading(
  services: ApiServices,
  access: ThreadAccess,
  lastAudited: string | null | undefined,
) {
  const now = new Date();
  const since = new Date(now.getTime() - readAuditMinutes * 60_000).toISOString();
  // Read first: most readings are repeats, and need no write.
  if (lastAudited && lastAudited >= since) return;
  await services.auth.store.db.transaction().execute(async (trx) => {
    const claimed = await services.messages.claimReadAudit(
      trx,
      access.clientId,
      now.toISOString(),
      since,
    );
    if (!claimed) return;
    await services.auth.repositories.auditLog.record(trx, {
      action: 'message_thread_read',
      userId: access.clientId,
      ...auditedActor(access.actor),
    });
  });
}

/**
 * A new message: text, a file, or both. The file is sniffed as the library's uploads are and
 * stored where they are, with the message, as one change.
 */
export async function postMessage(
  services: ApiServices,
  access: ThreadAccess,
  input: { body: string; file?: SpooledUpload },
) {
  if (!input.body && !input.file) throw new MessageRefusal('message_empty');
  const id = crypto.randomUUID();
  const record = (trx: Transaction<Database>, file?: () => Promise<void>) =>
    changeThread(services, trx, access, async (now) => {
      await services.messages.insert(trx, {
        id,
        client_id: access.clientId,
        author_id: access.userId,
        author_role: access.side === 'client' ? 'client' : 'staff',
        body: input.body,
        created_at: now,
      });
      await file?.();
    });
  if (!input.file) {
    await services.auth.store.db.transaction().execute((trx) => record(trx));
  } else {
    const upload = input.file;
    const { fileName, contentType } = await identifyUpload(upload);
    const files = services.messageFiles.forNewFiles;
    const fileId = crypto.randomUUID();
    const spooled = { path: upload.path, size: upload.size, contentType };
    await files.save(fileId, spooled, (trx) =>
      record(trx, () =>
        services.messages.insertFile(trx, {
          id: fileId,
          message_id: id,
          client_id: access.clientId,
          file_name: fileName,
          content_type: contentType,
          size: upload.size,
          storage: files.kind,
          created_at: new Date().toISOString(),
        }),
      ),
    );
  }
  return messageWithFiles(services, access, id);
}

/** A message its author may still change: their own, not deleted. */
async function ownMessage(services: ApiServices, access: ThreadAccess, id: string) {
  const row = await messageOf(services, access, id);
  const ownRole = access.side === 'client' ? 'client' : 'staff';
  if (row.author_role !== ownRole || row.author_id !== access.userId) {
    throw new MessageRefusal('not_the_author');
  }
  if (row.deleted_at !== null) throw new MessageRefusal('message_deleted');
  return row;
}

/** New text for one's own message, within the edit window; shown as "editada". */
export async function editMessage(
  services: ApiServices,
  access: ThreadAccess,
  id: string,
  body: string,
) {
  const row = await ownMessage(services, access, id);
  const windowEnds = Date.parse(row.created_at) + messageLimits.editWindowMinutes * 60_000;
  if (Date.now() > windowEnds) throw new MessageRefusal('edit_window_closed');
  await services.auth.store.db
    .transaction()
    .execute((trx) =>
      changeThread(services, trx, access, (now) =>
        services.messages.changeBody(trx, id, body, now),
      ),
    );
  return messageWithFiles(services, access, id);
}

/** One's own message, emptied and its attachment gone; shown as "mensagem apagada". */
export async function deleteMessage(services: ApiServices, access: ThreadAccess, id: string) {
  await ownMessage(services, access, id);
  const [file] = await services.messages.filesOf(services.auth.store.db, [id]);
  const remove = (trx: Transaction<Database>) =>
    changeThread(services, trx, access, (now) => services.messages.markDeleted(trx, id, now));
  if (file) {
    await services.messageFiles.holding(file.storage).remove(file.id, remove);
  } else {
    await services.auth.store.db.transaction().execute(remove);
  }
}

/** Everything the other side wrote so far counts as read by the caller's side. */
export async function markThreadRead(services: ApiServices, access: ThreadAccess) {
  await services.auth.store.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const thread = await services.messages.hold(trx, access.clientId, now);
    await services.messages.markRead(trx, access.clientId, access.side, now);
    const readAt = access.side === 'client' ? 'client_read_at' : 'team_read_at';
    await services.messages.refresh(trx, { ...thread, [readAt]: now });
  });
}

/** The client's whole thread, oldest first, attachments named, for their data export. */
export async function exportThread(services: ApiServices, clientId: string) {
  const { db } = services.auth.store;
  const rows = await services.messages.all(db, clientId);
  const files = await services.messages.filesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => messageJson(row, files));
}
