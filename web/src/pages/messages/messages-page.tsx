import type { Message } from '../../../../shared/messages.ts';
import { clientThreadApi } from '../../api/messages-api.ts';
import { ClientAreaPage } from '../../components/client-area-page.tsx';
import { MessageThread } from '../../components/message-thread/message-thread.tsx';
import { raisedCardClassName } from '../../components/raised-card.ts';
import { messagesContent } from '../../content/messages.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const writtenByClient = (message: Message) => message.author.role === 'client';

/** `/dashboard/mensagens`: the client's one thread with the whole team (issue #28). */
export function MessagesPage() {
  useDocumentTitle(messagesContent.documentTitle);
  return (
    <ClientAreaPage title={messagesContent.title}>
      {() => (
        <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <section aria-labelledby="conversa-com-a-equipe" className={raisedCardClassName}>
            <h2
              id="conversa-com-a-equipe"
              className="font-display text-title-2 font-medium text-ink-900"
            >
              {messagesContent.heading}
            </h2>
            <p className="mt-3 max-w-prose text-ink-700">{messagesContent.lead}</p>
            <MessageThread api={clientThreadApi} isOwn={writtenByClient} />
          </section>
        </main>
      )}
    </ClientAreaPage>
  );
}
