import type { RunningSite } from './site-server.ts';

/** A confirmed account, made through the admin API as the operator would. */
async function createAccount(
  site: RunningSite,
  email: string,
  password: string,
  appMetadata: Record<string, string> = {},
) {
  const response = await fetch(`${site.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: site.serviceRoleKey,
      authorization: `Bearer ${site.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true, app_metadata: appMetadata }),
  });
  if (response.status !== 200) throw new Error(`creating ${email}: ${await response.text()}`);
  return { email, password };
}

/** A confirmed client account. */
export const createClientAccount = (
  site: RunningSite,
  email = `cliente-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password = 'Legado#2025',
) => createAccount(site, email, password);

/** A confirmed member of the team (role staff), to sign in with. */
export const createStaffAccount = (site: RunningSite) =>
  createAccount(site, `equipe-${crypto.randomUUID().slice(0, 8)}@example.com`, 'Legado#2025', {
    role: 'staff',
  });

/** Signs `account` in through the auth API: its access token. */
export async function accessTokenOf(
  site: RunningSite,
  account: { email: string; password: string },
) {
  const response = await fetch(`${site.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: site.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200)
    throw new Error(`signing in ${account.email}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A member of the team (role staff), signed in through the auth API: its access token. */
export async function staffAccessToken(site: RunningSite) {
  return accessTokenOf(site, await createStaffAccount(site));
}
