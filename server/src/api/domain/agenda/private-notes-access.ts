import type { Actor } from '../../../platform/actor.ts';
import type { ApiServices } from '../api-services.ts';
import { existingClient } from '../clients/client-accounts.ts';

/** pt-BR: what the client's own export says of the team's private notes (decision 052). */
const internalNotesCopy = {
  none: 'A equipe não guarda notas internas sobre as suas conversas.',
  some: (count: number) =>
    `A equipe guarda notas internas sobre ${count} ${count === 1 ? 'conversa sua' : 'conversas suas'}. Elas não aparecem na área do cliente. Para recebê-las, peça à equipe: elas são entregues em até 15 dias, como prevê a LGPD (art. 19, II).`,
} as const;

/** In the client's export: that the team keeps private notes, on how many conversations, and how to ask. */
export async function internalNotesNotice(services: ApiServices, userId: string) {
  const notes = await services.bookingNotes.privateNotesOf(services.auth.store.db, userId);
  const conversations = notes.length;
  return {
    conversations,
    how_to_request:
      conversations === 0 ? internalNotesCopy.none : internalNotesCopy.some(conversations),
  };
}

/**
 * A client's private notes in full, for the team to hand over on the client's request (decision
 * 052); each export is in the audit log, on the client's account and named for its member.
 */
export async function exportPrivateNotes(
  services: ApiServices,
  clientId: string,
  actor: Actor,
  now = new Date(),
) {
  const { db } = services.auth.store;
  await existingClient(services, clientId, now);
  const notes = await services.bookingNotes.privateNotesOf(db, clientId);
  await services.auth.repositories.auditLog.record(
    db,
    {
      action: 'private_notes_exported',
      userId: clientId,
      ...actor,
      detail: { conversations: notes.length },
    },
    now,
  );
  return {
    client_id: clientId,
    exported_at: now.toISOString(),
    notes: notes.map((row) => ({
      booking_id: row.booking_id,
      start: row.start_at,
      private_notes: row.private_notes ?? '',
      updated_at: row.updated_at,
    })),
  };
}
