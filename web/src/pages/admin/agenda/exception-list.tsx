import { CalendarOff, CalendarPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { agendaClock, clientTimeZone } from '../../../lib/agenda-clock.ts';
import type { Interval } from './availability-form-values.ts';
import { IntervalList } from './interval-list.tsx';
import type { AvailabilityFormState } from './use-availability-form.ts';

const { availability: copy } = adminAgendaContent;

/** The days the week does not rule: days off (no interval) and special hours. */
export function ExceptionList({ form }: { form: AvailabilityFormState }) {
  const { values, errors, controlRef, update } = form;
  const [added, setAdded] = useState<number | null>(null);
  const today = () => agendaClock(clientTimeZone()).dayOf(new Date());

  function add(intervals: Interval[]) {
    setAdded(values.exceptions.length);
    update(['exceptions'], (current) => ({
      ...current,
      exceptions: [...current.exceptions, { date: today(), intervals }],
    }));
  }
  function change(index: number, field: 'date' | 'intervals', value: unknown) {
    update([`exceptions.${index}.${field}`], (current) => ({
      ...current,
      exceptions: current.exceptions.map((exception, at) =>
        at === index ? { ...exception, [field]: value } : exception,
      ),
    }));
  }

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-display text-title-4 font-medium text-ink-900">{copy.exceptions}</h3>
        <p className="mt-1 text-ink-700">{copy.exceptionsLead}</p>
      </div>
      {values.exceptions.length === 0 ? (
        <p className="text-small text-ink-600">{copy.noExceptions}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {values.exceptions.map((exception, index) => {
            const name = copy.exceptionName(index + 1);
            return (
              <li
                key={index}
                className="flex flex-col gap-4 rounded-2xl border border-sand-300 bg-white p-4"
              >
                <TextField
                  ref={controlRef(`exceptions.${index}.date`)}
                  type="date"
                  label={`${copy.exceptionDate} (${name})`}
                  autoFocus={index === added}
                  value={exception.date}
                  error={errors[`exceptions.${index}.date`]}
                  onChange={(event) => change(index, 'date', event.target.value)}
                />
                <IntervalList
                  name={name}
                  intervals={exception.intervals}
                  onChange={(intervals) => change(index, 'intervals', intervals)}
                  emptyText={copy.dayOff}
                  error={errors[`exceptions.${index}.intervals`]}
                  focusRef={controlRef(`exceptions.${index}.intervals`)}
                />
                <Button
                  variant="ghost"
                  className="self-start"
                  onClick={() =>
                    update(['exceptions'], (current) => ({
                      ...current,
                      exceptions: current.exceptions.filter((_, at) => at !== index),
                    }))
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {copy.removeException(index + 1)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button ref={controlRef('exceptions')} variant="outline" onClick={() => add([])}>
          <CalendarOff aria-hidden="true" className="size-4" />
          {copy.addDayOff}
        </Button>
        <Button variant="outline" onClick={() => add([['09:00', '12:00']])}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {copy.addSpecialHours}
        </Button>
      </div>
      {errors.exceptions && <FieldError id="excecoes-erro" message={errors.exceptions} />}
    </div>
  );
}
