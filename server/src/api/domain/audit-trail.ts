import type { z } from 'zod';
import type { AuditEntry, auditQuery } from '../../../../shared/audit.ts';
import type { ApiServices } from './api-services.ts';

/** Rows per page of the team's audit view. */
const auditEntriesPerPage = 50;

/**
 * Who did what, when and from where, newest first (docs/portal.md, `GET /admin/audit`): each entry
 * names the account it concerns and, when a member of the team acted from the console, that
 * member; their addresses while the accounts exist.
 */
export async function listAuditEntries(services: ApiServices, query: z.output<typeof auditQuery>) {
  const { db } = services.auth.store;
  const { auditLog } = services.auth.repositories;
  const filter = { userId: query.user_id, actorId: query.actor_id, action: query.action };
  const offset = (query.page - 1) * auditEntriesPerPage;
  const [rows, total] = await Promise.all([
    auditLog.page(db, filter, offset, auditEntriesPerPage),
    auditLog.count(db, filter),
  ]);
  return {
    entries: rows.map((row): AuditEntry => ({
      id: row.id,
      created_at: row.created_at,
      action: row.action,
      user_id: row.user_id,
      user_email: row.user_email,
      actor: row.actor_id ? { id: row.actor_id, email: row.actor_email } : null,
      ip: row.ip,
      user_agent: row.user_agent,
      detail: JSON.parse(row.detail) as Record<string, unknown>,
    })),
    page: query.page,
    per_page: auditEntriesPerPage,
    total,
  };
}
