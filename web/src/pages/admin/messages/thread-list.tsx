import { consoleLinks } from '../../../console-links.ts';
import { Link } from 'react-router';
import type { MessageInbox } from '../../../../../shared/messages.ts';
import { adminMessagesContent as copy } from '../../../content/admin-messages.ts';

/** The threads of the page, unread first as the server orders them; each opens its thread. */
export function ThreadList({ threads }: { threads: MessageInbox['threads'] }) {
  return (
    <ul aria-label={copy.listLabel} className="mt-6 flex flex-col gap-3">
      {threads.map(({ client, last_message_at: lastMessageAt, unread }) => (
        <li
          key={client.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sand-300 bg-white p-5"
        >
          <div className="min-w-0">
            <Link
              to={consoleLinks.adminThread(client.id)}
              className="rounded-sm font-display text-title-4 font-medium break-words text-ink-900 underline decoration-brass-400 underline-offset-4 hover:text-brass-700"
            >
              {client.full_name ?? client.email}
            </Link>
            {client.full_name && (
              <p className="text-small break-all text-ink-700">{client.email}</p>
            )}
            <p className="mt-1 text-small text-ink-700">
              <time dateTime={lastMessageAt}>{copy.lastMessage(lastMessageAt)}</time>
            </p>
          </div>
          {unread > 0 && (
            <span className="rounded-full bg-brass-300 px-3 py-1 text-caption font-semibold text-ink-950">
              {copy.unread(unread)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
