import { useCallback, useMemo } from 'react';
import type { Message } from '../../../../shared/messages.ts';
import { teamThreadApi } from '../../api/messages-api.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { messagesContent } from '../../content/messages.ts';
import { raisedCardClassName } from '../raised-card.ts';
import { MessageThread } from './message-thread.tsx';

/**
 * One client's thread as the team reads and answers it, in the inbox's thread page and on the
 * client's page. A message names its author but not their account: a member's own are those sent
 * from this page and those signed with the member's name (the server refuses the others').
 */
export function TeamThreadSection({ clientId }: { clientId: string }) {
  const { user } = useAuth();
  const api = useMemo(() => teamThreadApi(clientId), [clientId]);
  const memberName = user?.user_metadata.full_name as unknown;
  const isOwn = useCallback(
    ({ author }: Message) =>
      author.role === 'staff' &&
      typeof memberName === 'string' &&
      author.name === memberName.trim(),
    [memberName],
  );
  return (
    <section aria-labelledby="mensagens-do-cliente" className={raisedCardClassName}>
      <h2 id="mensagens-do-cliente" className="font-display text-title-2 font-medium text-ink-900">
        {messagesContent.teamHeading}
      </h2>
      {/* Another client's thread starts afresh, not merged into the last one's. */}
      <MessageThread key={clientId} api={api} isOwn={isOwn} />
    </section>
  );
}
