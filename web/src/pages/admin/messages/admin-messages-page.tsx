import { useCallback } from 'react';
import { messageLimits } from '../../../../../shared/messages.ts';
import { fetchThreads, type ThreadQuery } from '../../../api/messages-api.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminMessagesContent as copy } from '../../../content/admin-messages.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { ThreadList } from './thread-list.tsx';
import { ThreadSearch } from './thread-search.tsx';
import { useThreadQuery } from './use-thread-query.ts';

/** `/admin/mensagens`: every client's thread, unread first, then the newest activity. */
export function AdminMessagesPage() {
  const { current, change } = useThreadQuery();
  return (
    <ConsolePage title={copy.title}>
      <section aria-labelledby="conversas-com-clientes" className={raisedCardClassName}>
        <h2
          id="conversas-com-clientes"
          className="font-display text-title-2 font-medium text-ink-900"
        >
          {copy.heading}
        </h2>
        <div className="mt-8">
          <ThreadSearch current={current} onSearch={change} />
        </div>
        {/* Each search or page starts its own wait, not the last list's rows. */}
        <ThreadResults
          key={`${current.query}|${current.unanswered}|${current.page}`}
          query={current}
          onPage={(page) => change({ ...current, page })}
        />
      </section>
    </ConsolePage>
  );
}

function ThreadResults({ query, onPage }: { query: ThreadQuery; onPage(page: number): void }) {
  const { query: text, unanswered, page } = query;
  const fetchPage = useCallback(
    () => fetchThreads({ query: text, unanswered, page }),
    [text, unanswered, page],
  );
  const { load, reload } = useApiLoad(fetchPage);
  if (load.status !== 'ready')
    return <SectionLoadStatus load={load} copy={copy} onRetry={reload} />;
  const { threads, total } = load.data;
  return (
    <>
      <p aria-live="polite" className="mt-6 text-small text-ink-700">
        {copy.total(total)}
      </p>
      {threads.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-sand-300 px-6 py-10 text-center text-ink-700">
          {copy.empty}
        </p>
      ) : (
        <ThreadList threads={threads} />
      )}
      <Pagination page={page} perPage={messageLimits.inboxPage} total={total} onPage={onPage} />
    </>
  );
}
