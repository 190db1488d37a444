import { z } from 'zod';
import {
  type IntakeAnswer,
  type IntakeEntry,
  type IntakeForm,
  intakeQuestionsInput,
} from '../../../../../shared/intake.ts';

/** Before the team's first save: no questions, version 0. */
const noQuestions: IntakeForm = { version: 0, questions: [], updated_at: null };

/** The team's questions as stored; the shared schema reads them back. */
export function formOf(
  row: { version: number; questions: string; updated_at: string } | undefined,
): IntakeForm {
  if (!row) return noQuestions;
  const { questions } = intakeQuestionsInput.parse({ questions: JSON.parse(row.questions) });
  return { version: Number(row.version), questions, updated_at: row.updated_at };
}

/** An answer as stored: with the question's words, so it stays readable once the question goes. */
const storedAnswers = z.array(
  z.object({
    question_id: z.string(),
    label: z.string(),
    answer: z.union([z.string(), z.array(z.string())]),
  }),
);
export type StoredAnswers = z.output<typeof storedAnswers>;

export const readStoredAnswers = (json: string): StoredAnswers =>
  storedAnswers.parse(JSON.parse(json));

/** The answers to store: each with the label the client read. */
export function storedAnswersOf(form: IntakeForm, answers: Record<string, IntakeAnswer>) {
  return form.questions.flatMap((question) => {
    const answer = answers[question.id];
    return answer === undefined
      ? []
      : [{ question_id: question.id, label: question.label, answer }];
  });
}

/**
 * The answers as the team and the export read them: those to the current questions in their
 * order and words, then those to questions removed since, marked as such (decision 050).
 */
export function intakeEntriesOf(form: IntakeForm, stored: StoredAnswers): IntakeEntry[] {
  const byQuestion = new Map(stored.map((entry) => [entry.question_id, entry]));
  const current = form.questions.flatMap((question) => {
    const entry = byQuestion.get(question.id);
    return entry
      ? [{ question_id: question.id, label: question.label, answer: entry.answer, removed: false }]
      : [];
  });
  const asked = new Set(form.questions.map((question) => question.id));
  const removed = stored
    .filter((entry) => !asked.has(entry.question_id))
    .map((entry) => ({ ...entry, removed: true }));
  return [...current, ...removed];
}
