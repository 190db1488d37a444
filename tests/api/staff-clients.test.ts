import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../server/src/mail/outbox.ts';
import { backends, type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';
import { apiRequest, freeSlots, signedInAccount } from '../support/data-api.ts';
import { parsedOutbox, recipientsOf } from '../support/outbox-mail.ts';
import { rowCounts } from '../support/row-counts.ts';

interface ClientRow {
  id: string;
  email: string;
  full_name: string | null;
  status: string;
  profile_completed: boolean;
  next_booking: string | null;
}

interface ClientPage {
  clients: ClientRow[];
  page: number;
  per_page: number;
  total: number;
}

type Account = Awaited<ReturnType<typeof signedInAccount>>;

describe.each(backends)("the team's client accounts on %s", (backend) => {
  let server: RunningAuthServer;
  let staff: Account;

  beforeAll(async () => {
    server = await startAuthServer(backend, {
      RATE_LIMIT_EMAIL_SENT_INTERVAL: '2',
      RATE_LIMIT_API_WRITES_PER_USER: '1000',
      JOBS_POLL_INTERVAL_MS: '20',
    });
    staff = await signedInAccount(server, { staff: true });
  });
  afterAll(() => server?.close());

  const asStaff = (method: string, path: string, body?: unknown) =>
    apiRequest(server, method, `/admin${path}`, staff.token, body);

  async function invite(email: string, fullName?: string) {
    const response = await asStaff('POST', '/clients', { email, full_name: fullName });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as ClientRow;
  }

  async function list(search: string) {
    const response = await asStaff('GET', `/clients?${search}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ClientPage;
  }

  const detail = async (id: string) =>
    (await (await asStaff('GET', `/clients/${id}`)).json()) as {
      account: Record<string, string | null>;
      profile: { full_name: string | null };
      bookings: { id: string; status: string; start: string }[];
    };

  const linksTo = async (email: string) =>
    (await readOutbox(server.outboxDir))
      .filter((message) => message.to === email)
      .map((message) => new URL(message.link));

  const signIn = (email: string, password: string) =>
    server.client().auth.signInWithPassword({ email, password });

  it('invites a client by e-mail; once they set a password through the link, they are active', async () => {
    const email = `joao-${backend}@example.com`;
    const invited = await invite(` ${email.toUpperCase()} `, 'João Prado');
    expect(invited).toMatchObject({
      email,
      full_name: 'João Prado',
      status: 'invited',
      profile_completed: false,
      next_booking: null,
    });
    const [link] = await linksTo(email);
    expect(link!.pathname).toBe('/auth');
    expect(link!.searchParams.get('type')).toBe('invite');
    expect(await detail(invited.id)).toMatchObject({
      account: { email, status: 'invited', email_confirmed_at: null, last_sign_in_at: null },
      profile: { full_name: 'João Prado' },
      bookings: [],
    });

    const again = await asStaff('POST', '/clients', { email });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'email_exists', field: 'email' });

    const tooSoon = await asStaff('POST', `/clients/${invited.id}/resend-invite`);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await tooSoon.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
    await vi.waitFor(
      async () =>
        expect((await asStaff('POST', `/clients/${invited.id}/resend-invite`)).status).toBe(200),
      { timeout: 6_000, interval: 500 },
    );
    const links = await linksTo(email);
    expect(links).toHaveLength(2);

    // The newest link is the one that works: the client sets a first password through it.
    const client = server.client();
    const verified = await client.auth.verifyOtp({
      type: 'invite',
      token_hash: links[0]!.searchParams.get('token_hash')!,
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'Primeira-Senha-1' })).error).toBeNull();
    expect((await signIn(email, 'Primeira-Senha-1')).error).toBeNull();

    const active = await detail(invited.id);
    expect(active.account).toMatchObject({ status: 'active' });
    expect(active.account.email_confirmed_at).not.toBeNull();
    expect(active.account.last_sign_in_at).not.toBeNull();
    const accepted = await asStaff('POST', `/clients/${invited.id}/resend-invite`);
    expect(accepted.status).toBe(422);
    expect(await accepted.json()).toMatchObject({
      code: 'invitation_accepted',
      message: expect.stringContaining('já aceitou o convite'),
    });
  });

  it('lists clients by page, searched by address or name, without the team', async () => {
    const batch = `lote${backend}`;
    const numbers = Array.from({ length: 60 }, (_, index) => String(index + 1).padStart(2, '0'));
    for (let start = 0; start < numbers.length; start += 10) {
      await Promise.all(
        numbers
          .slice(start, start + 10)
          .map((number) => invite(`${batch}-${number}@example.com`, `Cliente ${batch} ${number}`)),
      );
    }

    const pages = await Promise.all([1, 2, 3].map((page) => list(`query=${batch}-&page=${page}`)));
    expect(pages.map((page) => page.clients.length)).toEqual([25, 25, 10]);
    expect(pages.every((page) => page.total === 60 && page.per_page === 25)).toBe(true);
    const emails = pages.flatMap((page) => page.clients.map((client) => client.email));
    expect(new Set(emails).size).toBe(60);
    // Newest first: the first ten invited fill the last page.
    expect(emails.slice(-10).sort()).toEqual(
      numbers.slice(0, 10).map((number) => `${batch}-${number}@example.com`),
    );
    expect((await list(`query=${batch}-&page=4`)).clients).toEqual([]);

    const byName = await list(`query=${encodeURIComponent(`CLIENTE ${batch.toUpperCase()} 07`)}`);
    expect(byName.clients.map((client) => client.email)).toEqual([`${batch}-07@example.com`]);
    // LIKE's wildcards are taken literally.
    expect((await list('query=%25')).total).toBe(0);
    expect((await list('query=_')).total).toBe(0);
    expect((await list(`query=${encodeURIComponent(staff.email)}`)).total).toBe(0);

    const invited = await list('status=invited');
    expect(invited.total).toBeGreaterThanOrEqual(60);
    expect(invited.clients.every((client) => client.status === 'invited')).toBe(true);
    const active = await list('status=active');
    expect(active.clients.every((client) => client.status === 'active')).toBe(true);
  });

  it("shows a client's profile and next booking, upcoming bookings first", async () => {
    const client = await signedInAccount(server);
    await apiRequest(server, 'PUT', '/profile', client.token, {
      full_name: 'Rita Moraes',
      phone: '+55 11 99999-0000',
      company: 'Moraes Participações',
      job_title: 'Presidente',
      preferred_channel: 'email',
    });
    const [first, second] = await freeSlots(server, client.token);
    const booked: { id: string }[] = [];
    for (const slot of [second!, first!]) {
      const response = await apiRequest(server, 'POST', '/bookings', client.token, {
        start: slot.start,
      });
      booked.push((await response.json()) as { id: string });
    }
    await apiRequest(server, 'POST', `/bookings/${booked[0]!.id}/cancel`, client.token);

    const [row] = (await list(`query=${encodeURIComponent(client.email)}`)).clients;
    expect(row).toMatchObject({
      full_name: 'Rita Moraes',
      status: 'active',
      profile_completed: true,
      next_booking: first!.start,
    });
    const shown = await detail(client.id);
    expect(shown.bookings.map((booking) => [booking.start, booking.status])).toEqual([
      [first!.start, 'confirmed'],
      [second!.start, 'cancelled'],
    ]);
  });

  it('disables a client, whose session ends at once, and enables them again', async () => {
    const client = await signedInAccount(server);
    expect((await apiRequest(server, 'GET', '/profile', client.token)).status).toBe(200);

    const disabled = await asStaff('POST', `/clients/${client.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ id: client.id, status: 'disabled' });
    expect((await apiRequest(server, 'GET', '/profile', client.token)).status).toBe(401);
    expect((await signIn(client.email, client.password)).error).toMatchObject({
      code: 'user_banned',
    });
    const resend = await asStaff('POST', `/clients/${client.id}/resend-invite`);
    expect(resend.status).toBe(422);

    const enabled = await asStaff('POST', `/clients/${client.id}/enable`);
    expect(await enabled.json()).toMatchObject({ status: 'active' });
    expect((await signIn(client.email, client.password)).error).toBeNull();
  });

  it('deletes a client with their data; their upcoming booking is cancelled and the team told', async () => {
    const client = await signedInAccount(server);
    await apiRequest(server, 'PUT', '/profile', client.token, { full_name: 'Caio Prado' });
    const [slot] = await freeSlots(server, client.token);
    const booking = await apiRequest(server, 'POST', '/bookings', client.token, {
      start: slot!.start,
    });
    expect(booking.status).toBe(201);

    expect((await asStaff('DELETE', `/clients/${client.id}`)).status).toBe(204);
    expect((await asStaff('GET', `/clients/${client.id}`)).status).toBe(404);
    expect((await asStaff('DELETE', `/clients/${client.id}`)).status).toBe(404);
    expect((await apiRequest(server, 'GET', '/profile', client.token)).status).toBe(401);
    expect((await signIn(client.email, client.password)).error).not.toBeNull();
    const { db } = server.app.store;
    const left = await Promise.all(
      (['bookings', 'profiles'] as const).map((table) =>
        db.selectFrom(table).select('user_id').where('user_id', '=', client.id).execute(),
      ),
    );
    expect(left).toEqual([[], []]);

    const notice = await vi.waitFor(
      async () => {
        const found = (await parsedOutbox(server.outboxDir)).find(
          (mail) =>
            recipientsOf(mail).includes(staff.email) &&
            mail.subject?.startsWith('Conversa cancelada') &&
            mail.text?.includes(client.email),
        );
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(notice.text).toContain('foi excluída pela equipe');
  });

  it('answers a client 403 and a signed-out caller 401, on every route', async () => {
    const client = await signedInAccount(server);
    const someone = (await invite(`alguem-${backend}@example.com`)).id;
    const routes = [
      ['GET', '/clients'],
      ['POST', '/clients'],
      ['GET', `/clients/${someone}`],
      ['POST', `/clients/${someone}/resend-invite`],
      ['POST', `/clients/${someone}/disable`],
      ['POST', `/clients/${someone}/enable`],
      ['DELETE', `/clients/${someone}`],
      ['GET', '/audit'],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === 'POST' ? { email: 'x@example.com' } : undefined;
      const asClient = await apiRequest(server, method, `/admin${path}`, client.token, body);
      expect(asClient.status, `${method} ${path}`).toBe(403);
      expect(await asClient.json()).toMatchObject({ code: 'forbidden' });
      const anonymous = await fetch(`${server.url}/api/v1/admin${path}`, { method });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    expect(await detail(someone)).toMatchObject({ account: { status: 'invited' } });
  });

  it('is described at /api/v1/openapi.json', async () => {
    const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const methods = (path: string) => Object.keys(document.paths[`/api/v1/admin${path}`]!).sort();
    expect(methods('/clients')).toEqual(['get', 'post']);
    expect(methods('/clients/{id}')).toEqual(['delete', 'get']);
    for (const action of ['resend-invite', 'disable', 'enable']) {
      expect(methods(`/clients/{id}/${action}`)).toEqual(['post']);
    }
    expect(methods('/audit')).toEqual(['get']);
  });

  it('refuses bad input in pt-BR, and changes no row', async () => {
    const tables = ['users', 'profiles', 'one_time_tokens', 'bookings'] as const;
    const before = await rowCounts(server.app.store.db, tables);
    const refusals: [string, string, unknown, number, string, string?][] = [
      ['POST', '/clients', { email: 'nao-e-email' }, 400, 'Informe um email válido.', 'email'],
      ['POST', '/clients', {}, 400, 'Informe um email válido.', 'email'],
      [
        'POST',
        '/clients',
        { email: 'a@example.com', role: 'staff' },
        400,
        'Campo desconhecido: role.',
      ],
      [
        'POST',
        '/clients',
        { email: 'a@example.com', full_name: 'x'.repeat(121) },
        400,
        'Use no máximo 120 caracteres no nome.',
        'full_name',
      ],
      ['POST', '/clients', [], 400, 'Envie os dados do cliente.'],
      [
        'GET',
        '/clients?page=0',
        undefined,
        400,
        'A página é um número inteiro de 1 a 10000.',
        'page',
      ],
      [
        'GET',
        '/clients?status=banido',
        undefined,
        400,
        'Filtre por um destes estados: invited, active, disabled, unconfirmed.',
        'status',
      ],
      [
        'GET',
        `/clients?query=${'a'.repeat(121)}`,
        undefined,
        400,
        'Use no máximo 120 caracteres na busca.',
        'query',
      ],
      ['GET', '/clients?ordem=email', undefined, 400, 'Campo desconhecido: ordem.'],
      ['GET', '/clients/nao-e-id', undefined, 400, 'Cliente não encontrado.', 'id'],
      ['POST', '/clients/nao-e-id/disable', undefined, 400, 'Cliente não encontrado.', 'id'],
      ['DELETE', `/clients/${crypto.randomUUID()}`, undefined, 404, 'Não encontrado.'],
      ['POST', `/clients/${crypto.randomUUID()}/resend-invite`, undefined, 404, 'Não encontrado.'],
      // The team's own accounts are not clients.
      ['GET', `/clients/${staff.id}`, undefined, 404, 'Não encontrado.'],
      ['POST', `/clients/${staff.id}/disable`, undefined, 404, 'Não encontrado.'],
      ['DELETE', `/clients/${staff.id}`, undefined, 404, 'Não encontrado.'],
    ];
    for (const [method, path, body, status, message, field] of refusals) {
      const response = await asStaff(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(await response.json(), `${method} ${path}`).toEqual({
        code: status === 404 ? 'not_found' : 'validation_failed',
        message,
        ...(field ? { field } : {}),
      });
    }
    expect(await rowCounts(server.app.store.db, tables)).toEqual(before);
    expect((await apiRequest(server, 'GET', '/profile', staff.token)).status).toBe(200);
  });
});
