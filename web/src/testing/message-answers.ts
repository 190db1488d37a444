import type { MessagePage, Message, MessageInbox } from '../../../shared/messages.ts';

/** A message as the thread's routes answer it: the client's, just sent, unless told. */
export function messageAnswer(fields: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    body: 'Bom dia! Podemos falar sobre a sucessão?',
    author: { role: 'client', name: 'Ana Souza' },
    created_at: new Date().toISOString(),
    edited_at: null,
    deleted: false,
    attachments: [],
    ...fields,
  };
}

/** A page of a thread, as `GET …/messages` answers it. */
export const messagePage = (messages: Message[] = [], unread = 0): MessagePage => ({
  messages,
  unread,
});

type Thread = MessageInbox['threads'][number];

/** A thread in the team's inbox. */
export function threadAnswer(fields: Partial<Thread> = {}): Thread {
  return {
    client: { id: 'c1', email: 'ana@example.com', full_name: 'Ana Souza' },
    last_message_at: '2026-11-20T12:00:00Z',
    unread: 0,
    unanswered: false,
    ...fields,
  };
}
