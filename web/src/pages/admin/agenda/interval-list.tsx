import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { fieldControlClassName } from '../../../components/field-styles.ts';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import type { Interval } from './availability-form-values.ts';

const { availability: copy } = adminAgendaContent;

/** After the last interval: an hour from its end (until 23:59), or a morning for an empty day. */
function nextInterval(intervals: Interval[]): Interval {
  const last = intervals.at(-1);
  if (!last) return ['09:00', '12:00'];
  const [hours, minutes] = last[1].split(':').map(Number) as [number, number];
  const end = Math.min(hours * 60 + minutes + 60, 23 * 60 + 59);
  const clock = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return [last[1], clock(end)];
}

interface IntervalListProps {
  /** Whose intervals these are, as screen readers hear it: "segunda-feira", "exceção 1". */
  name: string;
  intervals: Interval[];
  onChange(intervals: Interval[]): void;
  /** Said when there is no interval: closed, or a day off. */
  emptyText: string;
  error?: string | undefined;
  /** Where the keyboard goes for an error: the first time, else the button that adds one. */
  focusRef(element: HTMLElement | null): void;
}

/** A day's opening hours: start and end times, each pair removable, and a way to add one. */
export function IntervalList({
  name,
  intervals,
  onChange,
  emptyText,
  error,
  focusRef,
}: IntervalListProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [added, setAdded] = useState<number | null>(null);
  const set = (index: number, interval: Interval) =>
    onChange(intervals.map((current, at) => (at === index ? interval : current)));
  const timeProps = (index: number) => ({
    type: 'time',
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    // The two times share one row with "até" and the remove button down to a phone's width; a
    // phone opens its own time picker, so the desktop's clock button gives way there.
    className: fieldControlClassName(
      Boolean(error),
      'min-h-11 max-w-36 min-w-0 flex-1 tabular-nums max-sm:px-2.5 max-sm:[&::-webkit-calendar-picker-indicator]:hidden',
    ),
    ref: index === 0 ? focusRef : undefined,
  });

  return (
    <div className="flex min-w-0 flex-col gap-2">
      {intervals.length === 0 && <p className="py-2 text-small text-ink-600">{emptyText}</p>}
      {intervals.length > 0 && (
        <ul className="flex flex-col gap-2">
          {intervals.map(([start, end], index) => {
            const which = copy.intervalName(name, index + 1);
            return (
              <li key={index} className="flex items-center gap-1.5 sm:gap-2">
                <input
                  {...timeProps(index)}
                  aria-label={copy.from(which)}
                  autoFocus={index === added}
                  value={start}
                  onChange={(event) => set(index, [event.target.value, end])}
                />
                <span className="shrink-0 text-small text-ink-700">{copy.until}</span>
                <input
                  {...timeProps(-1)}
                  aria-label={copy.to(which)}
                  value={end}
                  onChange={(event) => set(index, [start, event.target.value])}
                />
                <Button
                  variant="ghost"
                  className="w-11 shrink-0"
                  aria-label={copy.removeInterval(name, index + 1)}
                  onClick={() => onChange(intervals.filter((_, at) => at !== index))}
                >
                  <X aria-hidden="true" className="size-4 shrink-0" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        ref={intervals.length === 0 ? focusRef : undefined}
        variant="ghost"
        className="self-start"
        aria-describedby={intervals.length === 0 && error ? errorId : undefined}
        onClick={() => {
          setAdded(intervals.length);
          onChange([...intervals, nextInterval(intervals)]);
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        {copy.addInterval}
        <span className="sr-only">{copy.addIntervalTo(name)}</span>
      </Button>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
