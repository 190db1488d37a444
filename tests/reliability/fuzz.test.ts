import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { signedInAccount } from '../support/data-api.ts';
import { accountTables, rowCounts } from '../support/row-counts.ts';

const touchedTables = [
  ...accountTables,
  'profiles',
  'bookings',
  'availability',
  'materials',
  'material_chunks',
  'material_opens',
  'messages',
] as const;

/** The README's test command runs a short pass; `npm run test:reliability` sets FUZZ_RUNS=10000. */
const runs = Number(process.env.FUZZ_RUNS ?? 300);

const routes = [
  ['POST', '/auth/v1/token'],
  ['POST', '/auth/v1/signup'],
  ['POST', '/auth/v1/recover'],
  ['POST', '/auth/v1/resend'],
  ['POST', '/auth/v1/verify'],
  ['GET', '/auth/v1/verify'],
  ['GET', '/auth/v1/user'],
  ['PUT', '/auth/v1/user'],
  ['POST', '/auth/v1/logout'],
  ['GET', '/auth/v1/settings'],
  ['GET', '/auth/v1/admin/users'],
  ['POST', '/auth/v1/admin/users'],
  ['GET', '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000'],
  ['PUT', '/auth/v1/admin/users/not-a-uuid'],
  ['DELETE', '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000'],
  ['POST', '/auth/v1/admin/generate_link'],
  ['POST', '/auth/v1/invite'],
  ['GET', '/api/v1/profile'],
  ['PUT', '/api/v1/profile'],
  ['GET', '/api/v1/nada'],
  ['POST', '/api/v1/me/password'],
  ['GET', '/api/v1/me/sessions'],
  ['GET', '/api/v1/me/export'],
  ['DELETE', '/api/v1/me'],
  ['GET', '/api/v1/slots'],
  ['GET', '/api/v1/bookings'],
  ['POST', '/api/v1/bookings'],
  ['POST', '/api/v1/bookings/00000000-0000-4000-8000-000000000000/reschedule'],
  ['POST', '/api/v1/bookings/not-a-uuid/cancel'],
  ['PUT', '/api/v1/admin/availability'],
  ['GET', '/api/v1/admin/bookings'],
  ['GET', '/api/v1/materials'],
  ['POST', '/api/v1/materials/00000000-0000-4000-8000-000000000000/link'],
  ['GET', '/api/v1/materials/00000000-0000-4000-8000-000000000000/file'],
  ['GET', '/api/v1/materials/not-a-uuid/file'],
  ['GET', '/api/v1/admin/materials'],
  ['POST', '/api/v1/admin/materials'],
  ['PATCH', '/api/v1/admin/materials/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/api/v1/admin/materials/not-a-uuid'],
  ['GET', '/api/v1/admin/clients'],
  ['POST', '/api/v1/admin/clients'],
  ['GET', '/api/v1/admin/clients/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/v1/admin/clients/00000000-0000-4000-8000-000000000000/resend-invite'],
  ['POST', '/api/v1/admin/clients/not-a-uuid/disable'],
  ['POST', '/api/v1/admin/clients/00000000-0000-4000-8000-000000000000/enable'],
  ['DELETE', '/api/v1/admin/clients/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/v1/admin/audit'],
  ['GET', '/api/v1/admin/content'],
  ['PUT', '/api/v1/admin/content'],
  ['POST', '/api/v1/admin/content/versions/1/restore'],
  ['POST', '/api/v1/admin/content/versions/not-a-number/restore'],
  ['DELETE', '/api/v1/admin/content/images/0123456789abcdef0123456789abcd'],
  ['DELETE', '/api/v1/admin/content/images/../../etc'],
  ['GET', '/api/v1/messages'],
  ['POST', '/api/v1/messages'],
  ['PATCH', '/api/v1/messages/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/api/v1/messages/not-a-uuid'],
  ['POST', '/api/v1/messages/attachments/00000000-0000-4000-8000-000000000000/link'],
  ['GET', '/api/v1/messages/attachments/not-a-uuid/file'],
  ['PUT', '/api/v1/account/message-notices'],
  ['GET', '/api/v1/admin/threads'],
  ['POST', '/api/v1/admin/threads/00000000-0000-4000-8000-000000000000/messages'],
  ['PATCH', '/api/v1/admin/threads/not-a-uuid/messages/00000000-0000-4000-8000-000000000000'],
] as const;

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b@example.com', 'x@y.z\r\nBcc: a@b.c', '../../etc/passwd'),
  fc.constantFrom('ação@exemplo.com.br', 'Ünïcödé@例え.jp', '"quoted"@example.com', '@', ''),
  fc.integer({ min: 200, max: 5000 }).map((length) => `${'a'.repeat(length)}@example.com`),
  fc.integer({ min: 90, max: 400 }).map((length) => 'senha🔑'.repeat(length / 6)),
);

/** Numbers as text, up to far past what a 64-bit integer or a date holds. */
const digits = fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String);
const duration = fc
  .tuple(digits, fc.constantFrom('h', 'm', 's', 'ms', 'ns', ''))
  .map(([amount, unit]) => `${amount}${unit}`);

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    digits,
    duration,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          'email',
          'password',
          'refresh_token',
          'type',
          'token',
          'token_hash',
          'data',
          'password_hash',
          'ban_duration',
          'email_confirm',
          'user_metadata',
          'app_metadata',
          'role',
          'full_name',
          'phone',
          'preferred_channel',
          'goals',
          'current_password',
          'new_password',
          'start',
          'topic',
          'notes',
          'reason',
          'weekly',
          'time_zone',
          'title',
          'description',
          'published',
          'body',
          'enabled',
        ),
        fc.string(),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

const body = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value)),
  fc.record({ email: nastyString, password: nastyString }).map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{"__proto__":{"admin":true},"email":"a@b.c"}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"email":',
    'null',
    '[]',
    '"texto"',
    '{"email":"a@b.c","password":"x"',
    '\u0000\u0000',
  ),
  fc.integer({ min: 1, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1, max: 3000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constant(''),
);

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?grant_type=password',
    '?grant_type=refresh_token',
    '?grant_type=password&grant_type=password',
    '?grant_type=pkce',
    '?grant_type=',
    '?scope=everything',
    '?scope=global&scope=local',
    '?redirect_to=javascript:alert(1)',
    '?redirect_to=https://evil.example.net',
    '?redirect_to=//evil.example.net',
    '?type=recovery&token=x',
    '?page=-1&per_page=99999999999999999999',
  ),
  fc
    .string({ maxLength: 30 })
    .map((text) => `?${encodeURIComponent(text)}=${encodeURIComponent(text)}`),
  fc
    .dictionary(
      fc.constantFrom(
        'page',
        'per_page',
        'scope',
        'redirect_to',
        'type',
        'token',
        'grant_type',
        'from',
        'to',
        'download',
        'before',
        'query',
        'unanswered',
      ),
      fc.oneof(nastyString, digits),
      { minKeys: 1, maxKeys: 3 },
    )
    .map((parameters) => `?${new URLSearchParams(parameters).toString()}`),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json;charset=UTF-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  undefined,
);

describe.each(backends)('fuzzed requests on %s', (backend) => {
  let server: RunningAuthServer;
  let accessToken: string;
  let staffToken: string;
  beforeAll(async () => {
    server = await startAuthServer(backend, {
      RATE_LIMIT_TOKEN_PER_IP: '1000000',
      RATE_LIMIT_EMAIL_ROUTES_PER_IP: '1000000',
      RATE_LIMIT_VERIFY_PER_IP: '1000000',
    });
    const account = await createConfirmedUser(server);
    const { data } = await server.client().auth.signInWithPassword(account);
    accessToken = data.session!.access_token;
    staffToken = (await signedInAccount(server, { staff: true })).token;
  });
  afterAll(() => server?.close());

  it(`answers ${runs} generated bad requests without a 5xx; a refused one changes no row`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        query,
        body,
        contentType,
        fc.constantFrom('anon', 'service', 'bogus', 'none'),
        fc.constantFrom('none', 'client', 'staff'),
        async ([method, path], search, payload, type, key, bearer) => {
          const apikey = {
            anon: server.anonKey,
            service: server.serviceRoleKey,
            bogus: 'abc.def.ghi',
            none: undefined,
          }[key];
          const before = await rowCounts(server.app.store.db, touchedTables);
          const response = await server.app.inject({
            method,
            url: `${path}${search}`,
            headers: {
              ...(apikey ? { apikey } : {}),
              ...(bearer === 'none'
                ? {}
                : {
                    authorization: `Bearer ${key === 'service' ? server.serviceRoleKey : bearer === 'staff' ? staffToken : accessToken}`,
                  }),
              ...(type ? { 'content-type': type } : {}),
              'x-supabase-api-version': '2024-01-01',
            },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload }),
          });
          expect(response.statusCode, `${method} ${path}${search} → ${response.body}`).toBeLessThan(
            500,
          );
          if (response.statusCode >= 400) {
            expect(response.json()).toHaveProperty('code');
            expect(await rowCounts(server.app.store.db, touchedTables)).toEqual(before);
          }
        },
      ),
      { numRuns: runs },
    );
    const health = await fetch(`${server.url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });
});
