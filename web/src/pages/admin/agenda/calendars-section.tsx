import { raisedCardClassName } from '../../../components/raised-card.ts';
import { hostCalendarsContent } from '../../../content/host-calendars.ts';
import { HostCalendarPanel } from './host-calendar-panel.tsx';
import { HostFeedPanel } from './host-feed-panel.tsx';

const copy = hostCalendarsContent;

/** "Calendários": a host's feed to subscribe to, and the CalDAV calendar they connect. */
export function CalendarsSection({ hostId }: { hostId: string }) {
  return (
    <section aria-labelledby="calendarios" className={raisedCardClassName}>
      <h2 id="calendarios" className="font-display text-title-2 font-medium text-ink-900">
        {copy.heading}
      </h2>
      <p className="mt-3 mb-8 max-w-prose text-ink-700">{copy.lead}</p>
      <div className="grid gap-10 lg:grid-cols-2">
        <HostFeedPanel hostId={hostId} />
        <HostCalendarPanel hostId={hostId} />
      </div>
    </section>
  );
}
