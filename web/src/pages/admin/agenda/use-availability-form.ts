import { useState } from 'react';
import type { Availability } from '../../../../../shared/agenda.ts';
import { saveAvailability } from '../../../api/admin-agenda-api.ts';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { useSaveForm } from '../../../lib/use-save-form.ts';
import {
  type AvailabilityField,
  type AvailabilityFormValues,
  fieldOf,
  fieldOrder,
  formValuesOf,
  readAvailability,
} from './availability-form-values.ts';

const { toasts } = adminAgendaContent;

/**
 * The agenda rules as the team edits them: `update()` changes the values (and drops the errors of
 * what changed), `submit()` checks them by the shared schema, saves them (the team's, unless
 * `save` writes a member's) and reports the outcome.
 */
export function useAvailabilityForm(
  saved: Availability,
  onSaved: (saved: Availability) => void,
  save: (availability: Availability) => Promise<Availability> = saveAvailability,
) {
  const [values, setValues] = useState(() => formValuesOf(saved));
  const form = useSaveForm(
    fieldOrder(values),
    { ...toasts, invalid: toasts.saveInvalid },
    'availability-save',
    (error) =>
      error.code === 'validation_failed' && error.field
        ? fieldOf(error.field.split('.'))
        : undefined,
  );
  const { errors, clear, controlRef, sending } = form;

  async function submit() {
    const answer = await form.save(readAvailability(values), (checked) =>
      save(checked.availability),
    );
    if (!answer) return;
    setValues(formValuesOf(answer));
    onSaved(answer);
  }

  return {
    values,
    errors,
    sending,
    controlRef,
    submit: () => void submit(),
    /** Applies `change` to the values; `fields` are those it touches, whose errors go. */
    update(
      fields: AvailabilityField[],
      change: (current: AvailabilityFormValues) => AvailabilityFormValues,
    ) {
      setValues(change);
      fields.forEach(clear);
    },
  };
}

export type AvailabilityFormState = ReturnType<typeof useAvailabilityForm>;
