import { availabilityBounds, weekdays } from '../../../../../shared/agenda.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { numberFields } from './availability-form-values.ts';
import { type AvailabilityTextField, availabilityTextField } from './availability-text-field.ts';
import { ExceptionList } from './exception-list.tsx';
import { IntervalList } from './interval-list.tsx';
import { MeetingFields } from './meeting-fields.tsx';
import { ReminderFields } from './reminder-fields.tsx';
import type { AvailabilityFormState } from './use-availability-form.ts';

const { availability: copy } = adminAgendaContent;

/**
 * The agenda rules, the week's hours and the exceptions, saved together. A member's hours leave
 * out the limit per client (`forMember`), which is the team's for every member.
 */
export function AvailabilityForm({
  form,
  forMember = false,
}: {
  form: AvailabilityFormState;
  forMember?: boolean;
}) {
  const { values, errors, controlRef, update } = form;
  const text = (field: AvailabilityTextField) => availabilityTextField(form, field);

  return (
    <BusyForm busy={form.sending} onSubmit={form.submit} className="flex min-w-0 flex-col gap-10">
      <fieldset className="flex min-w-0 flex-col gap-5">
        <legend className="mb-4 font-display text-title-4 font-medium text-ink-900">
          {copy.rules}
        </legend>
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          <TextField {...text('time_zone')} hint={copy.hints.time_zone} autoComplete="off" />
          {numberFields
            .filter((field) => !(forMember && field === 'max_upcoming_per_client'))
            .map((field) => (
              <TextField
                key={field}
                {...text(field)}
                inputMode="numeric"
                hint={copy.range(availabilityBounds[field][0], availabilityBounds[field][1])}
              />
            ))}
        </div>
        <MeetingFields form={form} />
        <ReminderFields form={form} />
      </fieldset>

      <fieldset className="flex min-w-0 flex-col">
        <legend className="mb-4 font-display text-title-4 font-medium text-ink-900">
          {copy.weekly}
        </legend>
        <ul className="divide-y divide-sand-300 border-y border-sand-300">
          {weekdays.map((day) => {
            const name = copy.weekdays[day];
            return (
              <li key={day} className="grid gap-2 py-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
                <p className="pt-2 font-medium text-ink-900 first-letter:uppercase">{name}</p>
                <IntervalList
                  name={name}
                  intervals={values.weekly[day]}
                  onChange={(intervals) =>
                    update([`weekly.${day}`], (current) => ({
                      ...current,
                      weekly: { ...current.weekly, [day]: intervals },
                    }))
                  }
                  emptyText={copy.closed}
                  error={errors[`weekly.${day}`]}
                  focusRef={controlRef(`weekly.${day}`)}
                />
              </li>
            );
          })}
        </ul>
      </fieldset>

      <ExceptionList form={form} />

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end">
        {form.sending ? copy.submitting : copy.submit}
      </Button>
    </BusyForm>
  );
}
