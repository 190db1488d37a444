import { useId } from 'react';
import { bookingLimits } from '../../../../shared/agenda.ts';
import { BusyForm } from '../../components/busy-form.tsx';
import { Button } from '../../components/button.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { HintWithCount } from '../../components/hint-with-count.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { agendaContent } from '../../content/agenda.ts';
import type { AgendaClock } from '../../lib/agenda-clock.ts';
import type { Slot } from './slot-days.ts';
import type { BookingFormState } from './use-booking-form.ts';

const { form: copy } = agendaContent;

interface BookingFormProps {
  form: BookingFormState;
  slot: Slot;
  clock: AgendaClock;
  /** Moving a booking asks only for the new slot. */
  rescheduling: boolean;
}

/** The chosen slot and, for a new booking, what the client wants to talk about; then confirm. */
export function BookingForm({ form, slot, clock, rescheduling }: BookingFormProps) {
  const { values, errors, sending, submit, change, controlRef } = form;
  const startErrorId = `${useId()}-error`;
  const counted = (field: 'topic' | 'notes') => (
    <HintWithCount
      hint={copy.hints[field]}
      count={copy.characterCount(values[field].length, bookingLimits[field])}
    />
  );
  return (
    <BusyForm
      busy={sending}
      onSubmit={() => void submit(slot)}
      className="flex min-w-0 flex-col gap-6"
    >
      <div className="rounded-2xl bg-ivory-100 px-5 py-4">
        <p className="text-small font-medium text-ink-700">{copy.chosen}</p>
        <p
          ref={controlRef('start')}
          tabIndex={-1}
          aria-describedby={errors.start ? startErrorId : undefined}
          className="mt-1 font-display text-title-4 font-medium text-ink-900 first-letter:uppercase"
        >
          {clock.when(slot)}
        </p>
        {errors.start && <FieldError id={startErrorId} message={errors.start} />}
      </div>
      {!rescheduling && (
        <>
          <TextField
            ref={controlRef('topic')}
            label={copy.labels.topic}
            hint={counted('topic')}
            error={errors.topic}
            name="topic"
            value={values.topic}
            onChange={(event) => change('topic', event.target.value)}
          />
          <TextAreaField
            ref={controlRef('notes')}
            label={copy.labels.notes}
            hint={counted('notes')}
            error={errors.notes}
            name="notes"
            value={values.notes}
            onChange={(event) => change('notes', event.target.value)}
          />
        </>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end">
        {(sending ? copy.sending : copy.submit)[rescheduling ? 'reschedule' : 'book']}
      </Button>
    </BusyForm>
  );
}
