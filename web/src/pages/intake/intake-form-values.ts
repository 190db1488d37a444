import {
  type ClientIntake,
  type IntakeAnswers,
  intakeAnswersSchema,
  type IntakeQuestion,
} from '../../../../shared/intake.ts';

/** What the inputs hold, by question id: text, the option chosen ('' for none), or those checked. */
export type IntakeFormValues = Record<string, string | string[]>;
export type IntakeFieldErrors = Record<string, string>;

const emptyValue = (question: IntakeQuestion) => (question.kind === 'multiple_choice' ? [] : '');

/**
 * The saved answers as the inputs show them; a choice the team has since renamed or removed is
 * left out, so saving does not send it back to be refused.
 */
export function formValuesOf({ questions, answers }: ClientIntake): IntakeFormValues {
  return Object.fromEntries(
    questions.map((question) => {
      const answer = answers[question.id] ?? emptyValue(question);
      if (question.kind === 'single_choice') {
        return [question.id, question.options.includes(String(answer)) ? answer : ''];
      }
      if (question.kind === 'multiple_choice') {
        const chosen = [answer].flat().filter((option) => question.options.includes(option));
        return [question.id, chosen];
      }
      return [question.id, answer];
    }),
  );
}

/**
 * Checks the values by the server's own rules for these questions: the answers to send, or the
 * first message for each refused question.
 */
export function readIntakeForm(
  questions: readonly IntakeQuestion[],
  values: IntakeFormValues,
): { answers: IntakeAnswers } | { errors: IntakeFieldErrors } {
  const result = intakeAnswersSchema(questions).safeParse(values);
  if (result.success) return { answers: result.data };
  const errors: IntakeFieldErrors = {};
  for (const { path, message } of result.error.issues) {
    const [id] = path;
    if (typeof id === 'string') errors[id] ??= message;
  }
  return { errors };
}
