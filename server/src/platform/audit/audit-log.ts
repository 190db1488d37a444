import type { Queryable } from '../queryable.ts';

type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'token_refresh_reused'
  | 'recovery_requested'
  | 'sign_in_code_sent'
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
  | 'host_availability_changed'
  | 'host_bookings_changed'
  | 'booking_created'
  | 'booking_rescheduled'
  | 'booking_cancelled'
  | 'booking_attendance_marked'
  | 'booking_notes_saved'
  | 'private_notes_exported'
  | 'profile_updated'
  | 'material_uploaded'
  | 'material_changed'
  | 'material_deleted'
  | 'content_published'
  | 'content_draft_discarded'
  | 'content_image_uploaded'
  | 'content_image_deleted'
  | 'factor_enrolled'
  | 'factor_verified'
  | 'factor_deleted'
  | 'recovery_codes_generated'
  | 'recovery_code_used'
  | 'passkey_added'
  | 'passkey_used'
  | 'passkey_removed'
  | 'setup_link_issued'
  | 'setup_link_refused'
  | 'setup_completed'
  | 'intake_questions_changed'
  | 'intake_answered'
  | 'calendar_feed_issued'
  | 'calendar_feed_revoked'
  | 'calendar_connected'
  | 'calendar_removed'
  | 'message_thread_read'
  | 'message_file_opened'
  | 'plan_template_created'
  | 'plan_template_changed'
  | 'plan_template_deleted'
  | 'plan_settings_changed'
  | 'plan_started'
  | 'plan_changed'
  | 'plan_ended'
  | 'plan_milestone_completed'
  | 'plan_file_uploaded'
  | 'plan_file_opened';

export interface AuditEntry {
  action: AuditAction;
  /** The account the entry concerns. */
  userId?: string | null;
  /** The member of the team who acted, when it was not the account's owner or the operator. */
  actorId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, string | number | boolean>;
}

/** Which entries the team's console lists: all, or those of one account, actor or action. */
export interface AuditFilter {
  userId?: string;
  actorId?: string;
  action?: string;
}

function filtered(db: Queryable, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.userId) query = query.where('audit_log.user_id', '=', filter.userId);
  if (filter.actorId) query = query.where('audit_log.actor_id', '=', filter.actorId);
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  return query;
}

/** One row per auth event (security.md, "Audit and logs"); never a password or a token. */
export function createAuditLog() {
  return {
    /** Entries newest first, with the addresses of their account and actor while these exist. */
    page(db: Queryable, filter: AuditFilter, offset: number, limit: number) {
      return filtered(db, filter)
        .leftJoin('users as subject', 'subject.id', 'audit_log.user_id')
        .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
        .select([
          'audit_log.id',
          'audit_log.created_at',
          'audit_log.action',
          'audit_log.user_id',
          'subject.email as user_email',
          'audit_log.actor_id',
          'actor.email as actor_email',
          'audit_log.ip',
          'audit_log.user_agent',
          'audit_log.detail',
        ])
        .orderBy('audit_log.created_at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(db: Queryable, filter: AuditFilter) {
      const { total } = await filtered(db, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

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
          actor_id: entry.actorId ?? null,
          ip: entry.ip ?? null,
          user_agent: entry.userAgent?.slice(0, 512) ?? null,
          detail: JSON.stringify(entry.detail ?? {}),
        })
        .execute();
    },
  };
}
