import { useCallback } from 'react';
import { fetchTeamBookings, type TeamBooking } from '../../../api/admin-agenda-api.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import type { AgendaClock } from '../../../lib/agenda-clock.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { TeamBookingCard } from './team-booking-card.tsx';
import { startOfDay, type TeamWeek } from './team-week.ts';

const { week: copy } = adminAgendaContent;

interface WeekDaysProps {
  week: TeamWeek;
  /** One member's conversations; '' for the whole team's. */
  host: string;
  clock: AgendaClock;
  /** A booking was cancelled (its card is about to go): the keyboard needs a new place. */
  onCancelled(): void;
}

/** The week's seven days, each with its conversations in time order; a wide screen sets them in rows. */
export function WeekDays({ week, host, clock, onCancelled }: WeekDaysProps) {
  const { from, to } = week;
  const fetchWeek = useCallback(
    () => fetchTeamBookings(from, to, host || undefined),
    [from, to, host],
  );
  const { load, reload } = useApiLoad(fetchWeek);
  if (load.status !== 'ready')
    return <SectionLoadStatus load={load} copy={copy} onRetry={reload} />;

  const byDay = new Map<string, TeamBooking[]>();
  for (const booking of [...load.data].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = clock.dayOf(booking.start);
    byDay.set(day, [...(byDay.get(day) ?? []), booking]);
  }
  return (
    <ol className="mt-8 flex flex-col divide-y divide-sand-300 border-y border-sand-300">
      {week.days.map((day) => {
        const bookings = byDay.get(day) ?? [];
        const name = clock.longDay(startOfDay(day, clock.timeZone));
        return (
          <li key={day} className="grid gap-3 py-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-6">
            <div>
              <h3 className="font-display text-title-4 font-medium text-ink-900 first-letter:uppercase">
                {name}
              </h3>
              <p className="text-small text-ink-600">{copy.count(bookings.length)}</p>
            </div>
            {bookings.length > 0 && (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {bookings.map((booking) => (
                  <TeamBookingCard
                    key={booking.id}
                    booking={booking}
                    clock={clock}
                    onChanged={() => {
                      onCancelled();
                      reload();
                    }}
                  />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
