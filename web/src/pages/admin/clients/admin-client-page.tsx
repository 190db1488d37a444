import { consoleLinks } from '../../../console-links.ts';
import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { fetchClient } from '../../../api/admin-clients-api.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { TeamThreadSection } from '../../../components/message-thread/team-thread-section.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { ClientAccountCard } from './client-account-card.tsx';
import { ClientBookingsCard } from './client-bookings-card.tsx';
import { ClientIntakeCard } from './client-intake-card.tsx';
import { ClientPlanCard } from './client-plan-card.tsx';
import { ClientProfileCard } from './client-profile-card.tsx';

const { detail: copy } = adminClientsContent;

/**
 * `/admin/clientes/:id`: one client's account, profile, conversations and messages, and the actions.
 */
export function AdminClientPage() {
  const { id = '' } = useParams();
  const fetchDetail = useCallback(() => fetchClient(id), [id]);
  const { load, reload } = useApiLoad(fetchDetail);
  const title =
    load.status === 'ready' ? (load.data.profile.full_name ?? load.data.account.email) : copy.title;

  return (
    <ConsolePage title={title}>
      <div className="flex flex-col gap-6 lg:gap-8">
        {load.status === 'ready' ? (
          <>
            <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
              <ClientAccountCard account={load.data.account} onChanged={reload} />
              <ClientProfileCard profile={load.data.profile} />
            </div>
            <ClientPlanCard clientId={load.data.account.id} />
            <ClientIntakeCard clientId={id} />
            <ClientBookingsCard client={load.data.account} bookings={load.data.bookings} />
            <TeamThreadSection clientId={id} />
          </>
        ) : (
          <div className={raisedCardClassName}>
            <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
          </div>
        )}
        <Link
          to={consoleLinks.adminClients}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-sm font-medium text-ink-700 hover:text-ink-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
      </div>
    </ConsolePage>
  );
}
