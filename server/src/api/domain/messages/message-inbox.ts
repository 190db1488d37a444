import {
  type MessageInbox,
  messageLimits,
  type UnreadMessages,
} from '../../../../../shared/messages.ts';
import type { InboxFilter } from '../../db/repositories/messages.ts';
import type { ApiServices } from '../api-services.ts';

/** A page of the team's inbox (1-based): unread threads first, then newest activity first. */
export async function listInbox(
  services: ApiServices,
  filter: InboxFilter,
  page: number,
): Promise<MessageInbox> {
  const { db } = services.auth.store;
  const limit = messageLimits.inboxPage;
  const [rows, total] = await Promise.all([
    services.messages.inbox(db, filter, (page - 1) * limit, limit),
    services.messages.inboxCount(db, filter),
  ]);
  return {
    threads: rows.map((row) => ({
      client: { id: row.id, email: row.email, full_name: row.full_name },
      last_message_at: row.last_message_at ?? '',
      unread: row.team_unread,
      unanswered: row.awaiting_reply === 1,
    })),
    total,
  };
}

/** The client's menu badge, and what their open page polls. */
export function clientUnread(services: ApiServices, clientId: string): Promise<UnreadMessages> {
  return services.messages.unreadOfClient(services.auth.store.db, clientId);
}

/** The console's menu badge: every thread's unread messages; and what its open pages poll. */
export function teamUnread(services: ApiServices): Promise<UnreadMessages> {
  return services.messages.unreadOfTeam(services.auth.store.db);
}
