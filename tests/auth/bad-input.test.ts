import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';
import { accountTables, rowCounts } from '../support/row-counts.ts';

type Auth = 'anon' | 'user' | 'service';

/** Every endpoint that reads a body, with the key it needs. */
const endpoints: { method: string; path: string; auth: Auth }[] = [
  { method: 'POST', path: '/token?grant_type=password', auth: 'anon' },
  { method: 'POST', path: '/token?grant_type=refresh_token', auth: 'anon' },
  { method: 'POST', path: '/recover', auth: 'anon' },
  { method: 'POST', path: '/verify', auth: 'anon' },
  { method: 'PUT', path: '/user', auth: 'user' },
  { method: 'POST', path: '/admin/users', auth: 'service' },
  { method: 'PUT', path: '/admin/users/{id}', auth: 'service' },
  { method: 'POST', path: '/admin/generate_link', auth: 'service' },
  { method: 'POST', path: '/invite', auth: 'service' },
];

/** Bodies that no endpoint may accept, and the answer each must get. */
const badBodies: {
  name: string;
  contentType: string;
  body: string;
  status: number;
  code?: string;
}[] = [
  {
    name: 'malformed JSON',
    contentType: 'application/json',
    body: '{"email":',
    status: 400,
    code: 'bad_json',
  },
  {
    name: 'a JSON array',
    contentType: 'application/json',
    body: '[]',
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a JSON string',
    contentType: 'application/json',
    body: '"texto"',
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'wrong types',
    contentType: 'application/json',
    body: '{"email":42,"password":[],"refresh_token":{},"type":7,"token_hash":null,"data":"x","user_metadata":1}',
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a prototype key',
    contentType: 'application/json',
    body: '{"__proto__":{"role":"service_role"},"email":"a@example.com"}',
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a constructor key',
    contentType: 'application/json',
    body: '{"constructor":{"prototype":{}}}',
    status: 400,
    code: 'validation_failed',
  },
  { name: 'plain text', contentType: 'text/plain', body: 'email=a@example.com', status: 415 },
  {
    name: 'a form',
    contentType: 'application/x-www-form-urlencoded',
    body: 'email=a%40example.com',
    status: 415,
  },
  {
    name: 'an oversized body',
    contentType: 'application/json',
    body: JSON.stringify({ email: 'a@example.com', data: { x: 'y'.repeat(70_000) } }),
    status: 413,
    code: 'request_entity_too_large',
  },
];

/** Fields that are wrong on their own, on the endpoints that take them. */
const badFields: {
  name: string;
  method: string;
  path: string;
  auth: Auth;
  body: object;
  status: number;
  code: string;
}[] = [
  {
    name: 'missing fields',
    method: 'POST',
    path: '/token?grant_type=password',
    auth: 'anon',
    body: {},
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'an unknown grant',
    method: 'POST',
    path: '/token?grant_type=pkce_magic',
    auth: 'anon',
    body: {},
    status: 400,
    code: 'invalid_credentials',
  },
  {
    name: 'a repeated grant_type',
    method: 'POST',
    path: '/token?grant_type=password&grant_type=password',
    auth: 'anon',
    body: { email: 'a@example.com', password: 'x' },
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'an e-mail with CR/LF',
    method: 'POST',
    path: '/recover',
    auth: 'anon',
    body: { email: 'a@example.com\r\nBcc: b@example.com' },
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a NUL byte in the e-mail of a sign-in',
    method: 'POST',
    path: '/token?grant_type=password',
    auth: 'anon',
    body: { email: 'alvo\u0000@example.com', password: 'qualquer-senha' },
    status: 400,
    code: 'invalid_credentials',
  },
  {
    name: 'an e-mail ending in CR/LF, which trimming would have dropped',
    method: 'POST',
    path: '/recover',
    auth: 'anon',
    body: { email: 'a@example.com\r\n' },
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a 300-character e-mail',
    method: 'POST',
    path: '/recover',
    auth: 'anon',
    body: { email: `${'a'.repeat(288)}@example.com` },
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'an unknown logout scope',
    method: 'POST',
    path: '/logout?scope=everyone',
    auth: 'user',
    body: {},
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'an unknown verify type',
    method: 'POST',
    path: '/verify',
    auth: 'anon',
    body: { type: 'sms', token_hash: 'x' },
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a 101-character password',
    method: 'POST',
    path: '/admin/users',
    auth: 'service',
    body: { email: 'longa@example.com', password: 'ç'.repeat(101) },
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a 5-character password',
    method: 'POST',
    path: '/admin/users',
    auth: 'service',
    body: { email: 'curta@example.com', password: '12ab5' },
    status: 422,
    code: 'weak_password',
  },
  {
    name: 'a common password',
    method: 'PUT',
    path: '/user',
    auth: 'user',
    body: { password: 'senha123' },
    status: 422,
    code: 'weak_password',
  },
  {
    name: 'a password hash of another kind',
    method: 'POST',
    path: '/admin/users',
    auth: 'service',
    body: { email: 'hash@example.com', password_hash: 'md5:abc' },
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'an argon2 hash whose memory cost would exhaust the server',
    method: 'POST',
    path: '/admin/users',
    auth: 'service',
    body: {
      email: 'hash@example.com',
      password_hash: '$argon2id$v=19$m=999999999,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    },
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a ban longer than dates go',
    method: 'POST',
    path: '/admin/users',
    auth: 'service',
    body: { email: 'ban@example.com', password: 'Banida-2026', ban_duration: '99999999999999h' },
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a bad ban duration',
    method: 'PUT',
    path: '/admin/users/{id}',
    auth: 'service',
    body: { ban_duration: 'forever' },
    status: 400,
    code: 'validation_failed',
  },
];

const tables = [...accountTables, 'audit_log'] as const;

describe.each(backends)('bad input on %s', (backend) => {
  let server: RunningAuthServer;
  let accessToken: string;
  let userId: string;
  beforeAll(async () => {
    server = await startAuthServer(backend);
    const account = await createConfirmedUser(server);
    userId = account.id;
    const { data } = await server.client().auth.signInWithPassword(account);
    accessToken = data.session!.access_token;
  });
  afterAll(() => server?.close());

  function send(method: string, path: string, auth: Auth, contentType: string, body: string) {
    const bearer = { anon: undefined, user: accessToken, service: server.serviceRoleKey }[auth];
    return fetch(`${server.url}/auth/v1${path.replace('{id}', userId)}`, {
      method,
      headers: {
        apikey: auth === 'service' ? server.serviceRoleKey : server.anonKey,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        'content-type': contentType,
        'x-supabase-api-version': '2024-01-01',
      },
      body,
    });
  }

  const combinations = endpoints.flatMap((endpoint) =>
    badBodies.map((bad) => ({
      ...endpoint,
      ...bad,
      label: `${endpoint.method} ${endpoint.path}: ${bad.name}`,
    })),
  );

  it.each(combinations)(
    '$label → $status',
    async ({ method, path, auth, contentType, body, status, code }) => {
      const before = await rowCounts(server.app.store.db, tables);
      const response = await send(method, path, auth, contentType, body);
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { code: string; message: string };
      if (code) expect(answer.code).toBe(code);
      expect(answer.message.length).toBeGreaterThan(5);
      expect(await rowCounts(server.app.store.db, tables)).toEqual(before);
    },
  );

  it.each(badFields)('$method $path with $name → $status $code', async (bad) => {
    const before = await rowCounts(server.app.store.db, tables);
    const response = await send(
      bad.method,
      bad.path,
      bad.auth,
      'application/json',
      JSON.stringify(bad.body),
    );
    expect(response.status).toBe(bad.status);
    expect(await response.json()).toMatchObject({ code: bad.code });
    // A refused sign-in is audited and counted; nothing else may be written.
    const after = await rowCounts(server.app.store.db, tables);
    expect(after.slice(0, 4)).toEqual(before.slice(0, 4));
  });
});
