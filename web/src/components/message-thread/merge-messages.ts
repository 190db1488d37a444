import type { Message } from '../../../../shared/messages.ts';

const byTime = (a: Message, b: Message) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/**
 * The thread as shown, oldest first, with `incoming` in it: a message known already takes its
 * new state (an edit, a deletion), a new one its place in time.
 */
export function mergeMessages(shown: Message[], incoming: Message[]): Message[] {
  const byId = new Map(shown.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}
