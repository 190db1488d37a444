import { useState } from 'react';
import type { ClientIntake } from '../../../../shared/intake.ts';
import { saveIntake } from '../../api/intake-api.ts';
import { intakeContent } from '../../content/intake.ts';
import { useSaveForm } from '../../lib/use-save-form.ts';
import { formValuesOf, type IntakeFormValues, readIntakeForm } from './intake-form-values.ts';

const { toasts } = intakeContent;

/** The answers and their errors; `submit()` checks them, saves them and reports the outcome. */
export function useIntakeForm(intake: ClientIntake, onSaved: (intake: ClientIntake) => void) {
  const [values, setValues] = useState(() => formValuesOf(intake));
  const [savedAt, setSavedAt] = useState(intake.updated_at);
  const ids = intake.questions.map((question) => question.id);
  const { errors, clear, controlRef, sending, save } = useSaveForm(
    ids,
    toasts,
    'intake-save',
    (error) => {
      const id = error.field?.split('.')[0];
      return id && ids.includes(id) ? id : undefined;
    },
  );

  async function submit() {
    const answer = await save(readIntakeForm(intake.questions, values), (read) =>
      saveIntake(read.answers),
    );
    if (!answer) return;
    setValues(formValuesOf(answer));
    setSavedAt(answer.updated_at);
    onSaved(answer);
  }

  return {
    values,
    errors,
    saving: sending,
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
