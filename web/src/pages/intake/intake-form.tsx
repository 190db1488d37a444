import type { ClientIntake } from '../../../../shared/intake.ts';
import { BusyForm } from '../../components/busy-form.tsx';
import { Button } from '../../components/button.tsx';
import { intakeContent } from '../../content/intake.ts';
import { IntakeQuestionField } from './intake-question-field.tsx';
import { useIntakeForm } from './use-intake-form.ts';

interface IntakeFormProps {
  intake: ClientIntake;
  onSaved(intake: ClientIntake): void;
}

/** The team's questions in their order; `noValidate` so the shared rules speak. */
export function IntakeForm({ intake, onSaved }: IntakeFormProps) {
  const { values, errors, saving, savedAt, submit, change, controlRef } = useIntakeForm(
    intake,
    onSaved,
  );
  return (
    <BusyForm busy={saving} onSubmit={() => void submit()} className="grid min-w-0 gap-8">
      {intake.questions.some((question) => question.required) && (
        <p className="text-small text-ink-600">{intakeContent.requiredNote}</p>
      )}
      {intake.questions.map((question) => (
        <IntakeQuestionField
          key={question.id}
          question={question}
          value={values[question.id] ?? ''}
          error={errors[question.id]}
          onChange={(value) => change(question.id, value)}
          controlRef={controlRef(question.id)}
        />
      ))}
      <div className="flex flex-col-reverse gap-4 border-t border-sand-300 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-small text-ink-600">{savedAt && intakeContent.lastSaved(savedAt)}</p>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {saving ? intakeContent.saving : intakeContent.save}
        </Button>
      </div>
    </BusyForm>
  );
}
