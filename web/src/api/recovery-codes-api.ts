import { apiRequest } from './api-client.ts';

/** What is left of the account's recovery codes (`GET /api/v1/account/recovery-codes`). */
export interface RecoveryCodeSummary {
  remaining: number;
  created_at: string | null;
}

export const fetchRecoveryCodeSummary = () =>
  apiRequest<RecoveryCodeSummary>('GET', '/account/recovery-codes');

/** Ten new codes, shown once; the previous ones stop working. Needs a session at aal2. */
export async function generateRecoveryCodes() {
  return (await apiRequest<{ codes: string[] }>('POST', '/account/recovery-codes', {})).codes;
}
