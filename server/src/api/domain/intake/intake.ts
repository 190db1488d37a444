import {
  type ClientIntake,
  type IntakeAnswers,
  type IntakeForm,
  type IntakeQuestion,
  intakeAnswersSchema,
} from '../../../../../shared/intake.ts';
import type { Actor } from '../../../platform/actor.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { intakeOwed } from './intake-gate.ts';
import { existingClient } from '../clients/client-accounts.ts';
import {
  formOf,
  intakeEntriesOf,
  readStoredAnswers,
  type StoredAnswers,
  storedAnswersOf,
} from './stored-intake.ts';

/** The team's questions; none (version 0) until the first save. */
export async function readIntakeForm(
  services: ApiServices,
  db: Queryable = services.auth.store.db,
) {
  return formOf(await services.intake.readForm(db));
}

/** Replaces the team's questions; answers already given stay as they were written. */
export async function saveIntakeForm(
  services: ApiServices,
  questions: IntakeQuestion[],
  actor: Actor & { userId: string },
): Promise<IntakeForm> {
  const updatedAt = new Date().toISOString();
  const version = await services.auth.store.db.transaction().execute(async (trx) => {
    const saved = await services.intake.writeForm(trx, JSON.stringify(questions), updatedAt);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'intake_questions_changed',
      detail: { version: saved, questions: questions.length },
      ...actor,
    });
    return saved;
  });
  return { version, questions, updated_at: updatedAt };
}

async function storedAnswersOfClient(services: ApiServices, db: Queryable, userId: string) {
  const row = await services.intake.findAnswers(db, userId);
  return row && { answers: readStoredAnswers(row.answers), updatedAt: row.updated_at };
}

const answersToCurrent = (form: IntakeForm, stored: StoredAnswers): IntakeAnswers =>
  Object.fromEntries(
    stored
      .filter((entry) => form.questions.some((question) => question.id === entry.question_id))
      .map((entry) => [entry.question_id, entry.answer]),
  );

/** `GET /api/v1/intake`: the questions, the client's answers to them, and what is owed. */
export async function readClientIntake(
  services: ApiServices,
  userId: string,
): Promise<ClientIntake> {
  const { db } = services.auth.store;
  const [form, stored, owed] = await Promise.all([
    readIntakeForm(services),
    storedAnswersOfClient(services, db, userId),
    intakeOwed(services, db, userId),
  ]);
  const answers = stored ? answersToCurrent(form, stored.answers) : {};
  const completed =
    form.questions.length === 0 ||
    (stored !== undefined && intakeAnswersSchema(form.questions).safeParse(answers).success);
  return {
    version: form.version,
    questions: form.questions,
    answers,
    completed,
    owed,
    updated_at: stored?.updatedAt ?? null,
  };
}

/** Stores the client's answers, checked by the caller against `form`, and records it. */
export async function saveIntakeAnswers(
  services: ApiServices,
  userId: string,
  form: IntakeForm,
  answers: IntakeAnswers,
  actor: Actor,
) {
  await services.auth.store.db.transaction().execute(async (trx) => {
    await services.intake.saveAnswers(trx, {
      user_id: userId,
      answers: JSON.stringify(storedAnswersOf(form, answers)),
      form_version: form.version,
      updated_at: new Date().toISOString(),
    });
    await services.auth.repositories.auditLog.record(trx, {
      action: 'intake_answered',
      userId,
      detail: { version: form.version },
      ...actor,
    });
  });
  return readClientIntake(services, userId);
}

/** A client's answers as the team and the export read them; empty until the client answers. */
export async function intakeEntriesOfClient(services: ApiServices, userId: string) {
  const { db } = services.auth.store;
  const [form, stored] = await Promise.all([
    readIntakeForm(services),
    storedAnswersOfClient(services, db, userId),
  ]);
  return {
    entries: stored ? intakeEntriesOf(form, stored.answers) : [],
    answered_at: stored?.updatedAt ?? null,
  };
}

/** The client's page in the console: their answers; 404 for an account that is not a client's. */
export async function clientIntakeForTeam(services: ApiServices, clientId: string) {
  await existingClient(services, clientId);
  return intakeEntriesOfClient(services, clientId);
}
