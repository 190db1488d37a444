import { ConsolePage } from '../../../components/console-page.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { AvailabilitySection } from './availability-section.tsx';
import { WeekSection } from './week-section.tsx';

/** `/admin/agenda`: the team's week of conversations, and when clients may book. */
export function AdminAgendaPage() {
  return (
    <ConsolePage title={adminAgendaContent.title}>
      <div className="flex flex-col gap-6 lg:gap-8">
        <WeekSection />
        <AvailabilitySection />
      </div>
    </ConsolePage>
  );
}
