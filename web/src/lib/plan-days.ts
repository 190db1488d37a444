import type { Milestone } from '../../../shared/plans.ts';

/** A milestone's day (`YYYY-MM-DD`) as pt-BR writes it: "15 de março de 2027". */
const longDay = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });
/** Today's day on this device, `YYYY-MM-DD` (en-CA writes days that way). */
const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const dueDayText = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

export const todayHere = (now = new Date()) => isoDay.format(now);

/** Not done and due before `today` (docs/portal.md, "The legacy plan"). */
export const isLate = (milestone: Pick<Milestone, 'status' | 'due_date'>, today: string) =>
  milestone.status !== 'done' && milestone.due_date !== null && milestone.due_date < today;
