import type { Message } from '../../../../../shared/messages.ts';
import { storedObject } from '../../../platform/stored-object.ts';
import type { MessageFileRow, MessageRow } from '../../db/repositories/messages.ts';

/** A member of the team with no name on record, or no longer on it, signs as the team. */
const teamSignature = 'Equipe Legacy';

/** The author as the other side reads it: a name on record, else a client's address. */
function authorName(row: MessageRow) {
  const metadataName = row.author_metadata
    ? storedObject(row.author_metadata).full_name
    : undefined;
  const named = row.author_name ?? (typeof metadataName === 'string' ? metadataName : null);
  if (named?.trim()) return named.trim();
  return row.author_role === 'client' ? (row.author_email ?? 'Cliente') : teamSignature;
}

/** A message with its attachments, as both sides see it; a deleted one shows no text nor file. */
export function messageJson(row: MessageRow, files: MessageFileRow[]): Message {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    body: deleted ? '' : row.body,
    author: { role: row.author_role, name: authorName(row) },
    created_at: row.created_at,
    edited_at: row.edited_at,
    deleted,
    attachments: deleted
      ? []
      : files
          .filter((file) => file.message_id === row.id)
          .map((file) => ({
            id: file.id,
            file_name: file.file_name,
            size: Number(file.size),
            content_type: file.content_type,
          })),
  };
}
