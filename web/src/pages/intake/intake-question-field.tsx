import { type IntakeQuestion, intakeLimits } from '../../../../shared/intake.ts';
import { CheckboxGroup } from '../../components/checkbox-group.tsx';
import { HintWithCount } from '../../components/hint-with-count.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { intakeContent } from '../../content/intake.ts';
import type { IntakeFormValues } from './intake-form-values.ts';

interface IntakeQuestionFieldProps {
  question: IntakeQuestion;
  value: IntakeFormValues[string];
  error: string | undefined;
  onChange(value: IntakeFormValues[string]): void;
  controlRef(element: HTMLElement | null): void;
}

/** One question as its kind asks it: a line, a text, one option or several. */
export function IntakeQuestionField({
  question,
  value,
  error,
  onChange,
  controlRef,
}: IntakeQuestionFieldProps) {
  const label = question.required
    ? `${question.label} ${intakeContent.requiredMark}`
    : question.label;
  const text = typeof value === 'string' ? value : '';
  switch (question.kind) {
    case 'short_text':
      return (
        <TextField
          ref={controlRef}
          label={label}
          hint={question.help}
          error={error}
          name={question.id}
          aria-required={question.required || undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'long_text':
      return (
        <TextAreaField
          ref={controlRef}
          label={label}
          hint={
            <HintWithCount
              hint={question.help ?? ''}
              count={intakeContent.characterCount(text.length, intakeLimits.long_text)}
            />
          }
          error={error}
          name={question.id}
          aria-required={question.required || undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'single_choice':
      return (
        <RadioGroup
          ref={controlRef}
          legend={label}
          name={question.id}
          options={question.options.map((option) => ({ value: option, label: option }))}
          value={text}
          onChange={onChange}
          error={error}
        />
      );
    case 'multiple_choice':
      return (
        <CheckboxGroup
          ref={controlRef}
          legend={label}
          options={question.options}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          error={error}
          required={question.required}
        />
      );
  }
}
