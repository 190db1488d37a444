/** The time zone the client's device is set to: the agenda speaks in it. */
export const clientTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const locale = 'pt-BR';
const dayMs = 86_400_000;

/** A calendar day written YYYY-MM-DD, `count` days later (or earlier). */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(day) + count * dayMs).toISOString().slice(0, 10);

/** The days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;

function zoneName(timeZone: string, at: Date, style: 'longGeneric' | 'shortOffset') {
  return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value;
}

/**
 * A zone as pt-BR names it, with its offset at `at`: "Horário Padrão de Brasília (GMT-3)"; just
 * the offset for a zone with no name of its own (UTC), which Intl writes as an offset too.
 */
export function timeZoneLabel(timeZone: string, at = new Date()) {
  const name = zoneName(timeZone, at, 'longGeneric');
  const offset = zoneName(timeZone, at, 'shortOffset');
  return name.startsWith('GMT') ? offset : `${name} (${offset})`;
}

/** Instants (UTC ISO strings) as the client reads them in `timeZone`, in pt-BR. */
export function agendaClock(timeZone: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone, ...options });
  const isoDay = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const longDay = format({ weekday: 'long', day: 'numeric', month: 'long' });
  const weekday = format({ weekday: 'short' });
  const dayOfMonth = format({ day: 'numeric' });
  const month = format({ month: 'short' });
  const time = format({ hour: '2-digit', minute: '2-digit' });
  const timeRange = (start: string, end: string) =>
    `${time.format(new Date(start))}–${time.format(new Date(end))}`;

  return {
    timeZone,
    /** The instant's day in the zone, YYYY-MM-DD: how slots are grouped. */
    dayOf(instant: string | Date) {
      const parts = Object.fromEntries(
        isoDay.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
      );
      return `${parts.year}-${parts.month}-${parts.day}`;
    },
    /** "terça-feira, 1 de dezembro" */
    longDay: (instant: string) => longDay.format(new Date(instant)),
    /** "ter." */
    weekday: (instant: string) => weekday.format(new Date(instant)),
    /** "1" */
    dayOfMonth: (instant: string) => dayOfMonth.format(new Date(instant)),
    /** "dez." */
    month: (instant: string) => month.format(new Date(instant)),
    /** "09:00–09:45" */
    timeRange,
    /** "terça-feira, 1 de dezembro, 09:00–09:45" */
    when: ({ start, end }: { start: string; end: string }) =>
      `${longDay.format(new Date(start))}, ${timeRange(start, end)}`,
  };
}

export type AgendaClock = ReturnType<typeof agendaClock>;
