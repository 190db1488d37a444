import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, signedInAccount } from '../support/data-api.ts';

interface Entry {
  id: string;
  created_at: string;
  action: string;
  user_id: string | null;
  user_email: string | null;
  actor: { id: string; email: string | null } | null;
  ip: string | null;
  user_agent: string | null;
  detail: Record<string, unknown>;
}

interface AuditPage {
  entries: Entry[];
  page: number;
  per_page: number;
  total: number;
}

type Account = Awaited<ReturnType<typeof signedInAccount>>;

describe.each(backends)("the team's audit view on %s", (backend) => {
  let server: RunningAuthServer;
  let staff: Account;

  beforeAll(async () => {
    server = await startAuthServer(backend, { RATE_LIMIT_API_WRITES_PER_USER: '1000' });
    staff = await signedInAccount(server, { staff: true });
  });
  afterAll(() => server?.close());

  const asStaff = (method: string, path: string, body?: unknown) =>
    apiRequest(server, method, `/admin${path}`, staff.token, body);

  async function audit(search: string) {
    const response = await asStaff('GET', `/audit?${search}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AuditPage;
  }

  it("records each of the team's actions with the member who acted and the client concerned", async () => {
    const email = `registro-${backend}@example.com`;
    const invited = await asStaff('POST', '/clients', { email, full_name: 'Lia Campos' });
    const { id } = (await invited.json()) as { id: string };
    await asStaff('POST', `/clients/${id}/disable`);
    await asStaff('POST', `/clients/${id}/enable`);

    const { entries, total } = await audit(`user_id=${id}`);
    expect(total).toBe(entries.length);
    // Entries of the same millisecond have no order among themselves. The name given with the
    // invitation is part of it, not the client's own change of profile.
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'invite_sent',
      'user_banned',
      'user_created',
      'user_unbanned',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        user_id: id,
        user_email: email,
        actor: { id: staff.id, email: staff.email },
        ip: '127.0.0.1',
      });
    }
    const times = entries.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await asStaff('DELETE', `/clients/${id}`)).status).toBe(204);
    const after = (await audit(`user_id=${id}`)).entries;
    expect(after.find((entry) => entry.action === 'user_deleted')).toMatchObject({
      action: 'user_deleted',
      user_id: id,
      user_email: null,
      actor: { id: staff.id, email: staff.email },
    });
    // The client's address goes with the account.
    expect(after.every((entry) => entry.user_email === null)).toBe(true);
  });

  it("leaves the actor out when the account's owner acted, and filters by action and actor", async () => {
    const client = await signedInAccount(server);
    await apiRequest(server, 'PUT', '/profile', client.token, { full_name: 'Rui Teles' });
    const own = (await audit(`user_id=${client.id}&action=profile_updated`)).entries;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ user_email: client.email, actor: null });

    await asStaff('POST', `/clients/${client.id}/disable`);
    const bans = await audit('action=user_banned');
    expect(bans.total).toBeGreaterThanOrEqual(1);
    expect(bans.entries.every((entry) => entry.action === 'user_banned')).toBe(true);
    expect(bans.entries[0]).toMatchObject({ user_id: client.id, actor: { id: staff.id } });

    const byStaff = await audit(`actor_id=${staff.id}`);
    expect(byStaff.entries.every((entry) => entry.actor?.id === staff.id)).toBe(true);
    expect(byStaff.entries.map((entry) => entry.action)).toContain('user_banned');
  });

  it("records a client's deletion of their own account once, as theirs", async () => {
    const client = await signedInAccount(server);
    const deleted = await apiRequest(server, 'DELETE', '/me', client.token, {
      password: client.password,
    });
    expect(deleted.status).toBe(204);
    const deletions = (await audit(`user_id=${client.id}`)).entries.filter((entry) =>
      entry.action.includes('deleted'),
    );
    expect(deletions).toEqual([
      expect.objectContaining({
        action: 'account_deleted_by_owner',
        user_id: client.id,
        actor: null,
        ip: '127.0.0.1',
      }),
    ]);
  });

  it('pages the log, newest first, 50 a page', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        asStaff('POST', '/clients', { email: `pagina-${index}-${backend}@example.com` }),
      ),
    );
    const first = await audit('page=1');
    const second = await audit('page=2');
    expect(first.per_page).toBe(50);
    expect(first.entries).toHaveLength(50);
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(second.entries.length).toBe(Math.min(50, first.total - 50));
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.entries.at(-1)!.created_at >= second.entries[0]!.created_at).toBe(true);
  });

  it('is for the team only, and refuses bad filters in pt-BR', async () => {
    const client = await signedInAccount(server);
    expect((await apiRequest(server, 'GET', '/admin/audit', client.token)).status).toBe(403);
    expect((await fetch(`${server.url}/api/v1/admin/audit`)).status).toBe(401);
    const refusals: [string, string, string?][] = [
      ['user_id=42', 'Informe o id de uma conta.', 'user_id'],
      [
        'action=DROP%20TABLE',
        'Informe o nome de uma ação do registro, como invite_sent.',
        'action',
      ],
      ['page=-1', 'A página é um número inteiro de 1 a 10000.', 'page'],
      ['desde=2024', 'Campo desconhecido: desde.'],
    ];
    for (const [search, message, field] of refusals) {
      const response = await asStaff('GET', `/audit?${search}`);
      expect(response.status, search).toBe(400);
      expect(await response.json()).toEqual({
        code: 'validation_failed',
        message,
        ...(field ? { field } : {}),
      });
    }
  });
});
