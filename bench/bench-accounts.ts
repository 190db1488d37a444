import type { BenchServer } from './bench-servers.ts';

export interface Account {
  email: string;
  password: string;
}

/**
 * `count` confirmed accounts made through the admin API, `prefix-0@example.com` onwards;
 * `appMetadata` gives them a role (`{ role: 'staff' }`).
 */
export async function createAccounts(
  server: BenchServer,
  count: number,
  options: { prefix?: string; appMetadata?: Record<string, unknown> } = {},
): Promise<Account[]> {
  const accounts = Array.from({ length: count }, (_, n) => ({
    email: `${options.prefix ?? 'carga'}-${n}@example.com`,
    password: 'Carga-Legado-2026',
  }));
  for (const account of accounts) {
    const response = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...account, email_confirm: true, app_metadata: options.appMetadata }),
    });
    if (response.status !== 200) throw new Error(`creating ${account.email}: ${response.status}`);
  }
  return accounts;
}

/** Signs `account` in with its password; its access token. */
export async function signIn(server: BenchServer, account: Account) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`signing ${account.email} in: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
