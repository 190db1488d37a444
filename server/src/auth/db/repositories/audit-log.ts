import type { Queryable } from './queryable.ts';

type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'token_refresh_reused'
  | 'recovery_requested'
  | 'invite_sent'
  | 'confirmation_sent'
  | 'verified'
  | 'password_changed'
  | 'user_created'
  | 'user_banned'
  | 'user_unbanned'
  | 'user_deleted'
  | 'role_changed'
  | 'account_deleted_by_owner'
  | 'availability_changed'
  | 'booking_created'
  | 'booking_rescheduled'
  | 'booking_cancelled'
  | 'profile_updated'
  | 'material_uploaded'
  | 'material_changed'
  | 'material_deleted'
  | 'factor_enrolled'
  | 'factor_verified'
  | 'factor_deleted';

export interface AuditEntry {
  action: AuditAction;
  userId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, string | number | boolean>;
}

/** One row per auth event (security.md, "Audit and logs"); never a password or a token. */
export function createAuditLog() {
  return {
    /** A user's own entries, newest first (what they may download about themselves). */
    listForUser(db: Queryable, userId: string) {
      return db
        .selectFrom('audit_log')
        .select(['created_at', 'action', 'ip', 'user_agent'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
    },

    async record(db: Queryable, entry: AuditEntry, now = new Date()) {
      await db
        .insertInto('audit_log')
        .values({
          id: crypto.randomUUID(),
          created_at: now.toISOString(),
          action: entry.action,
          user_id: entry.userId ?? null,
          ip: entry.ip ?? null,
          user_agent: entry.userAgent?.slice(0, 512) ?? null,
          detail: JSON.stringify(entry.detail ?? {}),
        })
        .execute();
    },
  };
}
