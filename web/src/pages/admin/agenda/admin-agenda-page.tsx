import { useAuth } from '../../../auth/use-auth.ts';
import { fetchTeamHosts } from '../../../api/admin-agenda-api.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { AvailabilitySection } from './availability-section.tsx';
import { CalendarsSection } from './calendars-section.tsx';
import { WeekSection } from './week-section.tsx';

/**
 * `/admin/agenda`: the team's week of conversations, and when clients may book; with several
 * members, each one's (docs/portal.md, "Hosts"); and the signed-in member's calendars.
 */
export function AdminAgendaPage() {
  const { user } = useAuth();
  const { load, reload } = useApiLoad(fetchTeamHosts);
  // A choice of member only once there are two to choose from.
  const hosts = load.status === 'ready' && load.data.hosts.length > 1 ? load.data.hosts : [];
  return (
    <ConsolePage title={adminAgendaContent.title}>
      <div className="flex flex-col gap-6 lg:gap-8">
        <WeekSection hosts={hosts} />
        <AvailabilitySection hosts={hosts} onHostsChanged={reload} />
        {user && <CalendarsSection hostId={user.id} />}
      </div>
    </ConsolePage>
  );
}
