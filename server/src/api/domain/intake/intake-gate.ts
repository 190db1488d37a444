import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { formOf } from './stored-intake.ts';

/**
 * Whether the client's first booking waits for the intake (docs/portal.md, "Intake"): the team
 * asks questions, the client has answered none, and has never booked.
 */
export async function intakeOwed(services: ApiServices, db: Queryable, userId: string) {
  const form = formOf(await services.intake.readForm(db));
  if (form.questions.length === 0) return false;
  if (await services.intake.findAnswers(db, userId)) return false;
  return (await services.agenda.listForUser(db, userId)).length === 0;
}
