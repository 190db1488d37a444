import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { HostSettings } from '../../../../../shared/agenda.ts';
import { Button } from '../../../components/button.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { addDays, agendaClock, clientTimeZone, timeZoneLabel } from '../../../lib/agenda-clock.ts';
import { HostSelect } from './host-select.tsx';
import { weekOf } from './team-week.ts';
import { WeekDays } from './week-days.tsx';

const { week: copy } = adminAgendaContent;

/**
 * "Conversas da semana": the confirmed bookings of one week, in the reader's time zone; the whole
 * team's, or one member's when `hosts` offers a choice.
 */
export function WeekSection({ hosts }: { hosts: HostSettings[] }) {
  const [host, setHost] = useState('');
  const [clock] = useState(() => agendaClock(clientTimeZone()));
  const [thisMonday] = useState(() => weekOf(clock.dayOf(new Date()), clock.timeZone).days[0]!);
  const [monday, setMonday] = useState(thisMonday);
  const week = weekOf(monday, clock.timeZone);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="conversas-da-semana" className={raisedCardClassName}>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2
            id="conversas-da-semana"
            ref={heading}
            tabIndex={-1}
            className="font-display text-title-2 font-medium text-ink-900"
          >
            {copy.heading}
          </h2>
          <p aria-live="polite" className="mt-2 text-lead font-medium text-ink-900">
            {copy.range(week.days[0]!, week.days[6]!)}
          </p>
          <p className="mt-1 text-small text-ink-700">{copy.zone(timeZoneLabel(clock.timeZone))}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setMonday(addDays(monday, -7))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {copy.previous}
          </Button>
          <Button
            variant="ghost"
            disabled={monday === thisMonday}
            onClick={() => setMonday(thisMonday)}
          >
            {copy.current}
          </Button>
          <Button variant="outline" onClick={() => setMonday(addDays(monday, 7))}>
            {copy.next}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {hosts.length > 0 && (
        <div className="mt-6">
          <HostSelect
            label={copy.hostFilter}
            teamLabel={copy.everyone}
            hosts={hosts}
            value={host}
            onChange={setHost}
          />
        </div>
      )}
      {/* A new week or member starts with its own wait, not the last one's conversations. */}
      <WeekDays
        key={`${week.from}/${host}`}
        week={week}
        host={host}
        clock={clock}
        onCancelled={() => heading.current?.focus()}
      />
    </section>
  );
}
