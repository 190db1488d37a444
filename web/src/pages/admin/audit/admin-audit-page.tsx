import { useCallback, useState } from 'react';
import { fetchAuditPage } from '../../../api/admin-audit-api.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminAuditContent as copy } from '../../../content/admin-audit.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { auditSentence } from './audit-sentence.ts';

/** `/admin/registro`: the audit log as sentences, with when and from where, newest first. */
export function AdminAuditPage() {
  const [page, setPage] = useState(1);
  return (
    <ConsolePage title={copy.title}>
      <section aria-labelledby="atividades" className={raisedCardClassName}>
        <h2 id="atividades" className="font-display text-title-2 font-medium text-ink-900">
          {copy.heading}
        </h2>
        <p className="mt-3 max-w-prose text-ink-700">{copy.lead}</p>
        {/* A new page starts with its own wait, not the last page's entries. */}
        <AuditEntries key={page} page={page} onPage={setPage} />
      </section>
    </ConsolePage>
  );
}

function AuditEntries({ page, onPage }: { page: number; onPage(page: number): void }) {
  const fetchPage = useCallback(() => fetchAuditPage(page), [page]);
  const { load, reload } = useApiLoad(fetchPage);
  if (load.status !== 'ready')
    return <SectionLoadStatus load={load} copy={copy} onRetry={reload} />;
  const { entries, per_page: perPage, total } = load.data;
  if (entries.length === 0) return <p className="mt-6 text-ink-700">{copy.empty}</p>;
  return (
    <>
      <ol
        aria-label={copy.listLabel}
        className="mt-6 divide-y divide-sand-300 border-y border-sand-300"
      >
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-1 py-4 md:flex-row md:items-baseline md:justify-between md:gap-6"
          >
            <p className="min-w-0 break-words text-ink-900">{auditSentence(entry)}</p>
            <p className="shrink-0 text-caption text-ink-600 tabular-nums">
              <time dateTime={entry.created_at}>{copy.at(entry.created_at)}</time>
              {entry.ip && <span> · {copy.ip(entry.ip)}</span>}
            </p>
          </li>
        ))}
      </ol>
      <Pagination page={page} perPage={perPage} total={total} onPage={onPage} />
    </>
  );
}
