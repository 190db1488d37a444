import { z } from 'zod';
import { clientListQuery, pageNumber } from './clients.ts';

/** Messages between a client and the team (docs/portal.md, "Messages"). */
export const messageLimits = {
  /** Characters of one message's text. */
  body: 10_000,
  /** An author may change a message's text this long after sending it. */
  editWindowMinutes: 5,
  /** Messages per page of a thread (`?before=` pages back). */
  page: 50,
  /** Threads per page of the team's inbox. */
  inboxPage: 25,
} as const;

/** Where each side reads its messages; the e-mail notices link here. */
export const messagePaths = { client: '/dashboard/mensagens', team: '/admin/mensagens' } as const;

/**
 * How often an open messages page asks `GET …/unread` whether anything changed (decision 053): a
 * new message shows on the other side within two seconds.
 */
export const messagePollMilliseconds = 1500;

/** pt-BR, for the composer and for the API's `validation_failed` answers alike. */
const messageTexts = {
  notText: 'A mensagem deve ser um texto.',
  tooLong: `Use no máximo ${messageLimits.body.toLocaleString('pt-BR')} caracteres por mensagem.`,
  empty: 'Escreva uma mensagem.',
  notObject: 'Envie o texto da mensagem no campo body.',
  unknownField: (field: string) => `Campo desconhecido: ${field}.`,
  enabled: 'Informe se os avisos por email ficam ligados (true ou false).',
  unanswered: 'Informe unanswered=true para ver só as conversas sem resposta.',
} as const;

const objectError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? messageTexts.unknownField((issue.keys ?? []).join(', '))
      : messageTexts.notObject,
};

/** A message's text: plain, its ends trimmed, never HTML to anyone who shows it. */
const body = z
  .string({ error: messageTexts.notText })
  .trim()
  .max(messageLimits.body, messageTexts.tooLong);

/** `POST …/messages` as JSON, and `PATCH …/messages/:id`: the text, required. */
export const messageText = z.strictObject({ body: body.min(1, messageTexts.empty) }, objectError);

/** `POST …/messages` as a form: the text, which may be empty beside a file. */
export const messageFormFields = z.strictObject({ body: body.optional() }, objectError);

export type MessageFormFields = z.output<typeof messageFormFields>;

/** `PUT /api/v1/account/message-notices`. */
export const messageNoticeSetting = z.strictObject(
  { enabled: z.boolean({ error: messageTexts.enabled }) },
  objectError,
);

/** `GET /api/v1/admin/threads?query=&unanswered=&page=`: the team's inbox, as the client list. */
export const inboxQuery = z.strictObject(
  {
    query: clientListQuery.shape.query,
    unanswered: z
      .enum(['true', 'false'], { error: messageTexts.unanswered })
      .optional()
      .transform((value) => value === 'true'),
    page: pageNumber,
  },
  objectError,
);

interface MessageAttachment {
  id: string;
  file_name: string;
  size: number;
  content_type: string;
}

/** One message as both sides see it. */
export interface Message {
  id: string;
  /** Plain text: shown as text, links made clickable by the screen; empty once deleted. */
  body: string;
  /** The client's name (or address), or the member of the team who wrote. */
  author: { role: 'client' | 'staff'; name: string };
  created_at: string;
  edited_at: string | null;
  deleted: boolean;
  attachments: MessageAttachment[];
}

/** `GET /api/v1/messages` and `GET /api/v1/admin/threads/:client_id/messages`: newest first. */
export interface MessagePage {
  messages: Message[];
  /** The reader's unread messages in this thread. */
  unread: number;
}

/**
 * `GET /api/v1/messages/unread` and `GET /api/v1/admin/threads/unread`: the menu's badge, and
 * what an open page polls; when `changed_at` moves, it fetches again what it shows.
 */
export interface UnreadMessages {
  unread: number;
  changed_at: string | null;
}

interface MessageThreadSummary {
  client: { id: string; email: string; full_name: string | null };
  last_message_at: string;
  /** The team's unread messages in this thread. */
  unread: number;
  /** The client spoke last: the team owes an answer ("sem resposta"). */
  unanswered: boolean;
}

/** `GET /api/v1/admin/threads`: unread first, then newest activity first. */
export interface MessageInbox {
  threads: MessageThreadSummary[];
  total: number;
}
