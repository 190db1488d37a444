import type { RunningSite } from './site-server.ts';

/** A confirmed client account, made through the admin API as the operator would. */
export async function createClientAccount(
  site: RunningSite,
  email = `cliente-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password = 'Legado#2025',
) {
  const response = await fetch(`${site.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: site.serviceRoleKey,
      authorization: `Bearer ${site.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (response.status !== 200) throw new Error(`creating ${email}: ${await response.text()}`);
  return { email, password };
}
