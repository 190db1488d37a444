import {
  type IntakeQuestion,
  type IntakeQuestionKind,
  intakeQuestionsInput,
} from '../../../../../shared/intake.ts';

/** A question as the editor holds it: options kept while the kind is a text, in case it returns. */
export interface QuestionDraft {
  id: string;
  kind: IntakeQuestionKind;
  label: string;
  help: string;
  required: boolean;
  options: string[];
}

/** A field of the editor: `3.label`, `3.options`, `3.options.1`. */
export type QuestionFieldErrors = Record<string, string>;

export const isChoiceKind = (kind: IntakeQuestionKind) =>
  kind === 'single_choice' || kind === 'multiple_choice';

export const draftsOf = (questions: readonly IntakeQuestion[]): QuestionDraft[] =>
  questions.map((question) => ({
    ...question,
    help: question.help ?? '',
    options: [...question.options],
  }));

/** A new, blank question; its id stays with it through every edit, so answers follow it. */
export const newDraft = (): QuestionDraft => ({
  id: `p-${crypto.randomUUID().slice(0, 8)}`,
  kind: 'short_text',
  label: '',
  help: '',
  required: false,
  options: [],
});

/** The editor's fields in its order, for the keyboard to reach the first refused one. */
export const fieldOrder = (drafts: readonly QuestionDraft[]) =>
  drafts.flatMap((draft, index) => [
    `${index}.label`,
    `${index}.help`,
    `${index}.kind`,
    `${index}.options`,
    ...draft.options.map((_, position) => `${index}.options.${position}`),
  ]);

/**
 * Checks the drafts by the server's own rules: the questions to send, or the first message for
 * each refused field (a question's id is never typed, so its refusal lands on its label).
 */
export function readQuestionList(
  drafts: readonly QuestionDraft[],
): { questions: IntakeQuestion[] } | { errors: QuestionFieldErrors } {
  const result = intakeQuestionsInput.safeParse({
    questions: drafts.map((draft) => ({
      ...draft,
      options: isChoiceKind(draft.kind) ? draft.options : [],
    })),
  });
  if (result.success) return { questions: result.data.questions };
  const errors: QuestionFieldErrors = {};
  for (const issue of result.error.issues) {
    errors[fieldOf(issue.path.map(String))] ??= issue.message;
  }
  return { errors };
}

/** The editor's field for a path of the schema or of the server's `field` (`questions.2.id`). */
export function fieldOf(path: readonly string[]) {
  const [, index, field, option] = path[0] === 'questions' ? path : ['questions', ...path];
  if (index === undefined) return '0.label';
  if (field === undefined || field === 'id' || field === 'required') return `${index}.label`;
  return option === undefined ? `${index}.${field}` : `${index}.${field}.${option}`;
}
