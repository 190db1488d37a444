import { useCallback, useMemo } from 'react';
import { teamThreadApi, type ThreadMessage } from '../../api/messages-api.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { messagesContent } from '../../content/messages.ts';
import { raisedCardClassName } from '../raised-card.ts';
import { MessageThread } from './message-thread.tsx';

/**
 * One client's thread as the team reads and answers it, in the inbox's thread page and on the
 * client's page. A member's own messages are those the server names them as author of.
 */
export function TeamThreadSection({ clientId }: { clientId: string }) {
  const { user } = useAuth();
  const api = useMemo(() => teamThreadApi(clientId), [clientId]);
  const isOwn = useCallback(
    ({ author }: ThreadMessage) =>
      author.role === 'staff' && (author.id === undefined || author.id === user?.id),
    [user],
  );
  return (
    <section aria-labelledby="mensagens-do-cliente" className={raisedCardClassName}>
      <h2 id="mensagens-do-cliente" className="font-display text-title-2 font-medium text-ink-900">
        {messagesContent.teamHeading}
      </h2>
      <MessageThread api={api} isOwn={isOwn} />
    </section>
  );
}
