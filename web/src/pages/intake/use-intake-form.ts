import { useState } from 'react';
import type { ClientIntake } from '../../../../shared/intake.ts';
import { ApiError } from '../../api/api-client.ts';
import { saveIntake } from '../../api/intake-api.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { intakeContent } from '../../content/intake.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { formValuesOf, type IntakeFormValues, readIntakeForm } from './intake-form-values.ts';

const { toasts } = intakeContent;
const toastAction = 'intake-save';

/** The answers and their errors; `submit()` checks them, saves them and reports the outcome. */
export function useIntakeForm(intake: ClientIntake, onSaved: (intake: ClientIntake) => void) {
  const reportFailure = useReportApiFailure();
  const [values, setValues] = useState(() => formValuesOf(intake));
  const [savedAt, setSavedAt] = useState(intake.updated_at);
  const ids = intake.questions.map((question) => question.id);
  const { errors, refuse, clear, clearAll, controlRef } = useFieldErrors(ids);
  const { sending: saving, send } = useSubmit();

  function failed(error: unknown) {
    const id = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
    if (error instanceof ApiError && id && ids.includes(id)) {
      // A refused answer: the server says why, in the client's words.
      refuse({ [id]: error.message });
      return notifyError(
        { title: toasts.saveFailedTitle, description: error.message },
        toastAction,
      );
    }
    reportFailure(error, toasts.saveFailedTitle, toastAction);
  }

  async function submit() {
    const read = readIntakeForm(intake.questions, values);
    if ('errors' in read) {
      refuse(read.errors);
      return notifyError(toasts.invalid, toastAction);
    }
    const outcome = await send(() => saveIntake(read.answers));
    if ('error' in outcome) return failed(outcome.error);
    setValues(formValuesOf(outcome.answer));
    setSavedAt(outcome.answer.updated_at);
    clearAll();
    onSaved(outcome.answer);
    notifySuccess(toasts.saved, toastAction);
  }

  return {
    values,
    errors,
    saving,
    savedAt,
    submit,
    change(id: string, value: IntakeFormValues[string]) {
      setValues((current) => ({ ...current, [id]: value }));
      clear(id);
    },
    /** Registers a question's control, to be focused when its answer is refused. */
    controlRef,
  };
}
