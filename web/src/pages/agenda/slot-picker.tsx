import { type ReactNode, useId, useState } from 'react';
import { agendaContent } from '../../content/agenda.ts';
import type { AgendaClock } from '../../lib/agenda-clock.ts';
import { classNames } from '../../lib/class-names.ts';
import type { Slot, SlotDay } from './slot-days.ts';

const { picker: copy } = agendaContent;

interface SlotPickerProps {
  /** At least one day, each with at least one slot. */
  days: SlotDay[];
  clock: AgendaClock;
  chosen: Slot | null;
  onChoose(slot: Slot): void;
  /** Below the days: a way to see more of them. */
  moreDays: ReactNode;
}

const choiceClassName = (pressed: boolean) =>
  classNames(
    'rounded-2xl border transition-colors',
    pressed
      ? 'border-ink-900 bg-ink-900 text-ivory-50'
      : 'border-sand-300 bg-white text-ink-900 hover:border-ink-600/50',
  );

/**
 * A row of days (sideways on a phone), then the shown day's times. Every button is named in full
 * for screen readers, date included; the shown day and the chosen time are `aria-pressed`.
 */
export function SlotPicker({ days, clock, chosen, onChoose, moreDays }: SlotPickerProps) {
  const timesId = useId();
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const chosenDay = chosen && clock.dayOf(chosen.start);
  const shown =
    days.find(({ day }) => day === pickedDay) ??
    days.find(({ day }) => day === chosenDay) ??
    days[0]!;
  const shownName = clock.longDay(shown.slots[0]!.start);

  return (
    <div className="flex flex-col gap-6">
      <ul aria-label={copy.daysLabel} className="-mx-1 flex gap-2 overflow-x-auto p-1 sm:flex-wrap">
        {days.map(({ day, slots }) => {
          const first = slots[0]!.start;
          return (
            <li key={day} className="shrink-0">
              <button
                type="button"
                aria-pressed={day === shown.day}
                onClick={() => setPickedDay(day)}
                className={classNames(
                  choiceClassName(day === shown.day),
                  // Relative: the hidden name stays inside the row that scrolls, not beyond the page.
                  'relative flex w-24 flex-col items-center gap-0.5 px-2 py-3',
                )}
              >
                <span className="sr-only">{`${clock.longDay(first)}, ${copy.slotCount(slots.length)}`}</span>
                <span aria-hidden="true" className="text-eyebrow uppercase">
                  {clock.weekday(first)}
                </span>
                <span aria-hidden="true" className="font-display text-title-3 font-medium">
                  {clock.dayOfMonth(first)}
                </span>
                <span aria-hidden="true" className="text-caption">
                  {clock.month(first)}
                </span>
                <span aria-hidden="true" className="text-caption">
                  {copy.slotCount(slots.length)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {moreDays}
      <div>
        <h3 id={timesId} className="font-medium text-ink-900 first-letter:uppercase">
          {copy.timesLabel(shownName)}
        </h3>
        <ul aria-labelledby={timesId} className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {shown.slots.map((slot) => (
            <li key={slot.start}>
              <button
                type="button"
                aria-pressed={slot.start === chosen?.start}
                onClick={() => onChoose(slot)}
                className={classNames(
                  choiceClassName(slot.start === chosen?.start),
                  'min-h-12 w-full px-3 font-medium tabular-nums',
                )}
              >
                <span className="sr-only">{`${shownName}, `}</span>
                {clock.timeRange(slot.start, slot.end)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
