import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import type { numberFields } from './availability-form-values.ts';
import type { AvailabilityFormState } from './use-availability-form.ts';

const { availability: copy } = adminAgendaContent;

/** The rules typed as text: the numbers, the zone and the meeting's addresses. */
export type AvailabilityTextField =
  | 'time_zone'
  | 'meeting_url'
  | 'meeting_room_base_url'
  | 'meeting_address'
  | (typeof numberFields)[number];

/** The props of one rule's text field in the form: its label, value, error and change. */
export function availabilityTextField(form: AvailabilityFormState, field: AvailabilityTextField) {
  return {
    ref: form.controlRef(field),
    name: field,
    label: copy.labels[field],
    value: form.values[field],
    error: form.errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      form.update([field], (current) => ({ ...current, [field]: value }));
    },
  };
}
