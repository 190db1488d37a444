import { consoleLinks } from '../../../console-links.ts';
import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { fetchClient } from '../../../api/admin-clients-api.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { TeamThreadSection } from '../../../components/message-thread/team-thread-section.tsx';
import { adminMessagesContent } from '../../../content/admin-messages.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';

const { thread: copy } = adminMessagesContent;

const backLinkClassName =
  'inline-flex min-h-11 items-center gap-2 self-start rounded-sm font-medium text-ink-700 hover:text-ink-900';

/** `/admin/mensagens/:clientId`: one client's thread, opened from the inbox. */
export function AdminThreadPage() {
  const { clientId = '' } = useParams();
  const fetchDetail = useCallback(() => fetchClient(clientId), [clientId]);
  const { load } = useApiLoad(fetchDetail);
  const title =
    load.status === 'ready' ? (load.data.profile.full_name ?? load.data.account.email) : copy.title;
  return (
    <ConsolePage title={title}>
      <div className="flex flex-col gap-6 lg:gap-8">
        <TeamThreadSection clientId={clientId} />
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          <Link to={consoleLinks.adminMessages} className={backLinkClassName}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.back}
          </Link>
          <Link to={consoleLinks.adminClient(clientId)} className={backLinkClassName}>
            {copy.clientPage}
          </Link>
        </div>
      </div>
    </ConsolePage>
  );
}
