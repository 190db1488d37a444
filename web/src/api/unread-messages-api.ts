import type { UnreadMessages } from '../../../shared/messages.ts';
import { apiRequest } from './api-client.ts';

/** Where each side's unread count is read: the menus' badges, and what an open thread polls. */
export const unreadPaths = { client: '/messages/unread', team: '/admin/threads/unread' } as const;

export const fetchUnread = (side: keyof typeof unreadPaths) =>
  apiRequest<UnreadMessages>('GET', unreadPaths[side]);

/** The client menu's badge: the team's messages the client has not read. */
export const fetchClientUnread = () => fetchUnread('client').then((answer) => answer.unread);

/** The console menu's badge: the clients' messages the team has not read. */
export const fetchTeamUnread = () => fetchUnread('team').then((answer) => answer.unread);
