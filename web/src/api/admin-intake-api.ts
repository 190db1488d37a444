import type { IntakeEntry, IntakeForm, IntakeQuestion } from '../../../shared/intake.ts';
import { apiRequest } from './api-client.ts';

/** The team's intake questions; version 0 and none until the first save. */
export const fetchIntakeForm = () => apiRequest<IntakeForm>('GET', '/admin/intake');

export const saveIntakeForm = (questions: IntakeQuestion[]) =>
  apiRequest<IntakeForm>('PUT', '/admin/intake', { questions });

/** A client's answers with the questions' words, those to removed questions marked. */
export const fetchClientIntake = (clientId: string) =>
  apiRequest<{ entries: IntakeEntry[]; answered_at: string | null }>(
    'GET',
    `/admin/clients/${encodeURIComponent(clientId)}/intake`,
  );
