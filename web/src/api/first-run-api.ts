import { authClient } from '../auth/auth-client.ts';
import { apiErrorFromAuth, apiRequest } from './api-client.ts';

/** The team's first account, as the first run's page sends it (docs/portal.md, "First run"). */
export interface FirstAccount {
  token: string;
  name: string;
  email: string;
  password: string;
}

interface OpenedSession {
  access_token: string;
  refresh_token: string;
}

/** Whether the start's link still opens the page; rejects with the server's refusal. */
export async function checkSetupLink(token: string) {
  await apiRequest<{ valid: true }>('POST', '/setup/check', { token });
}

/** Creates the account and signs this browser in with it (aal1: the factor comes next). */
export async function createFirstAccount(account: FirstAccount) {
  const session = await apiRequest<OpenedSession>('POST', '/setup', account);
  const { error } = await authClient().setSession(session);
  if (error) throw apiErrorFromAuth(error);
}
