import { useAuth } from '../../../auth/use-auth.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { AvailabilitySection } from './availability-section.tsx';
import { CalendarsSection } from './calendars-section.tsx';
import { WeekSection } from './week-section.tsx';

/**
 * `/admin/agenda`: the team's week of conversations, when clients may book, and the signed-in
 * member's calendars.
 */
export function AdminAgendaPage() {
  const { user } = useAuth();
  return (
    <ConsolePage title={adminAgendaContent.title}>
      <div className="flex flex-col gap-6 lg:gap-8">
        <WeekSection />
        <AvailabilitySection />
        {/* The signed-in member is the host; the hosts' list will offer the others. */}
        {user && <CalendarsSection hostId={user.id} />}
      </div>
    </ConsolePage>
  );
}
