import type { MaterialLink } from '../../../shared/materials.ts';
import type {
  Message,
  MessageInbox,
  MessagePage,
  UnreadMessages,
} from '../../../shared/messages.ts';
import { apiCommand, apiRequest } from './api-client.ts';
import { apiUpload, type UploadProgress } from './api-upload.ts';
import { fetchUnread, type unreadPaths } from './unread-messages-api.ts';

/** The calls of one thread, whichever side reads it (docs/portal.md, "Messages"). */
export interface ThreadApi {
  /** The newest page, or the one just before message `before`; newest first. */
  list(before?: string): Promise<MessagePage>;
  /** What the reader has not read, and when anything they can see last changed. */
  unread(): Promise<UnreadMessages>;
  send(
    body: string,
    file: File | null,
    onProgress: (progress: UploadProgress) => void,
  ): Promise<Message>;
  edit(id: string, body: string): Promise<Message>;
  remove(id: string): Promise<void>;
  markRead(): Promise<void>;
  /** A link to an attachment's file for this session, as a material's. */
  link(attachmentId: string): Promise<MaterialLink>;
}

/** The thread whose routes sit under `base`, on `side`. */
function threadApi(base: string, side: keyof typeof unreadPaths): ThreadApi {
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (before) =>
      apiRequest('GET', before ? `${base}?${new URLSearchParams({ before })}` : base),
    unread: () => fetchUnread(side),
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
export const clientThreadApi = threadApi('/messages', 'client');

/** A client's thread, as the team reads and answers it. */
export const teamThreadApi = (clientId: string) =>
  threadApi(`/admin/threads/${encodeURIComponent(clientId)}/messages`, 'team');

/** What the inbox asks for: part of a client's name or address, only the unanswered, a page. */
export interface ThreadQuery {
  query?: string | undefined;
  unanswered?: boolean | undefined;
  page: number;
}

/** The threads, unread first, then by their newest message. */
export function fetchThreads({ query, unanswered, page }: ThreadQuery) {
  const search = new URLSearchParams();
  if (query) search.set('query', query);
  if (unanswered) search.set('unanswered', 'true');
  if (page > 1) search.set('page', String(page));
  const asked = search.size > 0 ? `?${search}` : '';
  return apiRequest<MessageInbox>('GET', `/admin/threads${asked}`);
}
