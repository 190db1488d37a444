import { CheckTile } from '../../../components/check-tile.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import type { AvailabilityFormState } from './use-availability-form.ts';

const { reminders: copy } = adminAgendaContent.availability;
const reminders = ['day_before', 'hour_before'] as const;

/** "Lembretes por email": the day before and the hour before, each on or off. */
export function ReminderFields({ form }: { form: AvailabilityFormState }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-small font-medium text-ink-900">{copy.legend}</legend>
      <p className="text-small text-ink-700">{copy.lead}</p>
      <div className="grid gap-3 md:grid-cols-2">
        {reminders.map((reminder) => {
          const field = `reminder_${reminder}` as const;
          return (
            <CheckTile
              key={reminder}
              label={copy[reminder].label}
              hint={copy[reminder].hint}
              checked={form.values[field]}
              onChange={(on) => form.update([field], (current) => ({ ...current, [field]: on }))}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
