import type { UploadProgress } from './api-upload.ts';
import { apiUpload } from './api-upload.ts';
import { apiCommand, apiRequest } from './api-client.ts';

/** A file sent with a message; opened through a short-lived link, as a material is. */
export interface MessageAttachment {
  id: string;
  file_name: string;
  size: number;
  content_type: string;
}

/** One message of a client's thread with the team (docs/portal.md, "Messages"). */
export interface ThreadMessage {
  id: string;
  body: string;
  author: { role: 'client' | 'staff'; name: string; id?: string };
  created_at: string;
  edited_at: string | null;
  deleted: boolean;
  attachments: MessageAttachment[];
}

/** A page of a thread, oldest first, and how many of its messages the reader has not read. */
export interface MessagePage {
  messages: ThreadMessage[];
  unread: number;
}

/** `POST …/attachments/:id/link`: a URL that opens the file for a while. */
export interface AttachmentLink {
  url: string;
  expires_at: string;
}

/** The calls of one thread, whichever side reads it. */
export interface ThreadApi {
  /** The newest page, or the one just before message `before`. */
  list(before?: string): Promise<MessagePage>;
  send(
    body: string,
    file: File | null,
    onProgress: (progress: UploadProgress) => void,
  ): Promise<ThreadMessage>;
  edit(id: string, body: string): Promise<ThreadMessage>;
  remove(id: string): Promise<void>;
  markRead(): Promise<void>;
  link(attachmentId: string): Promise<AttachmentLink>;
}

/** The thread whose routes sit under `base` (`/messages`, `/admin/threads/:id/messages`). */
function threadApi(base: string): ThreadApi {
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (before) =>
      apiRequest('GET', before ? `${base}?${new URLSearchParams({ before })}` : base),
    send(body, file, onProgress) {
      if (!file) return apiRequest('POST', base, { body });
      const form = new FormData();
      form.set('body', body);
      form.set('file', file);
      return apiUpload(base, form, onProgress);
    },
    edit: (id, body) => apiRequest('PATCH', one(id), { body }),
    remove: (id) => apiCommand('DELETE', one(id)),
    markRead: () => apiCommand('POST', `${base}/read`),
    link: (attachmentId) =>
      apiRequest('POST', `${base}/attachments/${encodeURIComponent(attachmentId)}/link`),
  };
}

/** The signed-in client's own thread. */
export const clientThreadApi = threadApi('/messages');

/** A client's thread, as the team reads and answers it. */
export const teamThreadApi = (clientId: string) =>
  threadApi(`/admin/threads/${encodeURIComponent(clientId)}/messages`);

/** A client's thread in the team's inbox: who, when it last moved, what the team has not read. */
export interface ThreadSummary {
  client: { id: string; email: string; full_name: string | null };
  last_message_at: string;
  unread: number;
}

/** What the inbox asks for: part of a client's name or address, only the unanswered, a page. */
export interface ThreadQuery {
  query?: string | undefined;
  unanswered?: boolean | undefined;
  page: number;
}

/** How many threads a page of the inbox holds. */
export const threadsPerPage = 20;

/** The threads, unread first, then by their newest message. */
export function fetchThreads({ query, unanswered, page }: ThreadQuery) {
  const search = new URLSearchParams();
  if (query) search.set('query', query);
  if (unanswered) search.set('unanswered', 'true');
  if (page > 1) search.set('page', String(page));
  const asked = search.size > 0 ? `?${search}` : '';
  return apiRequest<{ threads: ThreadSummary[]; total: number }>('GET', `/admin/threads${asked}`);
}

/** How many of the team's messages the client has not read. */
export const fetchClientUnread = () => clientThreadApi.list().then((page) => page.unread);

/** How many clients' messages the team has not read: the unread come first in the inbox. */
export const fetchTeamUnread = () =>
  fetchThreads({ page: 1 }).then(({ threads }) =>
    threads.reduce((sum, thread) => sum + thread.unread, 0),
  );
