import type { Actor } from '../../../platform/actor.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';

/** A member of the team: drafts are the console's, never the operator's. */
type TeamMember = Actor & { userId: string };

/** The team's draft (docs/portal.md, "Drafts"), or `{ draft: null }`. */
export async function readDraft(services: ApiServices, db: Queryable = services.auth.store.db) {
  const row = await services.siteContent.findDraft(db);
  if (!row) return { draft: null };
  return {
    draft: {
      content: JSON.parse(row.document) as Record<string, unknown>,
      base_version: row.base_version,
      saved_at: row.saved_at,
      saved_by: row.saved_by ? { id: row.saved_by, email: row.saver_email } : null,
    },
  };
}

/** Replaces the team's draft with the editor's document; not audited (it is saved as they type). */
export async function saveDraft(
  services: ApiServices,
  input: { content: unknown; base_version: number },
  actor: TeamMember,
) {
  const { db } = services.auth.store;
  await services.siteContent.saveDraft(db, {
    document: JSON.stringify(input.content),
    base_version: input.base_version,
    saved_at: new Date().toISOString(),
    saved_by: actor.userId,
  });
  return readDraft(services, db);
}

/** Drops the team's draft, recording who did; nothing to drop is not an error. */
export async function discardDraft(services: ApiServices, actor: TeamMember) {
  const { store, repositories } = services.auth;
  await store.db.transaction().execute(async (trx) => {
    if (await services.siteContent.deleteDraft(trx)) {
      await repositories.auditLog.record(trx, { action: 'content_draft_discarded', ...actor });
    }
  });
}
