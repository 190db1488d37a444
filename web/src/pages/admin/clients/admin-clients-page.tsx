import { UserPlus } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ClientListQuery } from '../../../../../shared/clients.ts';
import { fetchClients } from '../../../api/admin-clients-api.ts';
import { Button } from '../../../components/button.tsx';
import { ConsolePage } from '../../../components/console-page.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { ClientList } from './client-list.tsx';
import { ClientSearch } from './client-search.tsx';
import { GoLiveCard } from './go-live-card.tsx';
import { InvitePanel } from './invite-panel.tsx';
import { useClientListQuery } from './use-client-list-query.ts';

const { list: copy, invite } = adminClientsContent;

/**
 * `/admin/clientes`, the console's first page: the go-live checklist, the clients, searched and
 * filtered, and the invitation of a new one.
 */
export function AdminClientsPage() {
  const { current, change } = useClientListQuery();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState(0);
  const inviteButton = useRef<HTMLButtonElement>(null);

  function closeInvite() {
    flushSync(() => setInviting(false));
    inviteButton.current?.focus();
  }

  return (
    <ConsolePage title={adminClientsContent.title}>
      <div className="flex flex-col gap-6 lg:gap-8">
        <GoLiveCard />
        <section aria-labelledby="lista-de-clientes" className={raisedCardClassName}>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2
              id="lista-de-clientes"
              className="font-display text-title-2 font-medium text-ink-900"
            >
              {copy.heading}
            </h2>
            <Button ref={inviteButton} disabled={inviting} onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              {invite.open}
            </Button>
          </div>
          {inviting && (
            <InvitePanel
              onClose={closeInvite}
              onInvited={() => {
                closeInvite();
                setInvited((count) => count + 1);
              }}
            />
          )}
          <div className="mt-8">
            <ClientSearch current={current} onSearch={change} />
          </div>
          {/* Each search, page or invitation starts its own wait, not the last list's rows. */}
          <ClientResults
            key={`${current.query}|${current.status}|${current.page}|${invited}`}
            query={current}
            onPage={(page) => change({ ...current, page })}
          />
        </section>
      </div>
    </ConsolePage>
  );
}

function ClientResults({ query, onPage }: { query: ClientListQuery; onPage(page: number): void }) {
  // The query is read anew on each render of the page: the list is asked for when its values change.
  const { query: text, status, page: asked } = query;
  const fetchPage = useCallback(
    () => fetchClients({ query: text, status, page: asked }),
    [text, status, asked],
  );
  const { load, reload } = useApiLoad(fetchPage);
  if (load.status !== 'ready')
    return <SectionLoadStatus load={load} copy={copy} onRetry={reload} />;
  const { clients, page, per_page: perPage, total } = load.data;
  return (
    <>
      <p aria-live="polite" className="mt-6 text-small text-ink-700">
        {copy.total(total)}
      </p>
      {clients.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-sand-300 px-6 py-10 text-center text-ink-700">
          {copy.empty}
        </p>
      ) : (
        <ClientList clients={clients} />
      )}
      <Pagination page={page} perPage={perPage} total={total} onPage={onPage} />
    </>
  );
}
