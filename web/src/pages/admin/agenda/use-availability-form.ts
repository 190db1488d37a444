import { useState } from 'react';
import type { Availability } from '../../../../../shared/agenda.ts';
import { saveAvailability } from '../../../api/admin-agenda-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import {
  type AvailabilityField,
  type AvailabilityFormValues,
  fieldOf,
  fieldOrder,
  formValuesOf,
  readAvailability,
} from './availability-form-values.ts';

const { toasts } = adminAgendaContent;
const toastAction = 'availability-save';

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
  const reportFailure = useReportApiFailure();
  const [values, setValues] = useState(() => formValuesOf(saved));
  const { errors, refuse, clear, clearAll, controlRef } = useFieldErrors(fieldOrder(values));
  const { sending, send } = useSubmit();

  function failed(error: unknown) {
    if (!(error instanceof ApiError) || error.code !== 'validation_failed' || !error.field) {
      return reportFailure(error, toasts.saveFailedTitle, toastAction);
    }
    refuse({ [fieldOf(error.field.split('.'))]: error.message });
    notifyError({ title: toasts.saveFailedTitle, description: error.message }, toastAction);
  }

  async function submit() {
    const checked = readAvailability(values);
    if ('errors' in checked) {
      refuse(checked.errors);
      return notifyError(toasts.saveInvalid, toastAction);
    }
    const outcome = await send(() => save(checked.availability));
    if ('error' in outcome) return failed(outcome.error);
    notifySuccess(toasts.saved, toastAction);
    clearAll();
    setValues(formValuesOf(outcome.answer));
    onSaved(outcome.answer);
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
