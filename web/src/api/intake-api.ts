import type { ClientIntake, IntakeAnswers } from '../../../shared/intake.ts';
import { apiRequest } from './api-client.ts';

/** The team's questions, the client's answers to them, and whether the agenda waits for them. */
export const fetchIntake = () => apiRequest<ClientIntake>('GET', '/intake');

/** Replaces the client's answers (checked against the current questions); answers the intake. */
export const saveIntake = (answers: IntakeAnswers) =>
  apiRequest<ClientIntake>('PUT', '/intake', answers);
