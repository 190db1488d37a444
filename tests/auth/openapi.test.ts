import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAuthServer, startAuthServer } from '../support/auth-server.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
}

describe('the auth API described as OpenAPI', () => {
  let server: RunningAuthServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startAuthServer('sqlite');
    const response = await fetch(`${server.url}/auth/v1/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(() => server?.close());

  it('is published without an API key and lists every endpoint, each grant on its own', () => {
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'POST /auth/v1/token?grant_type=password',
        'POST /auth/v1/token?grant_type=refresh_token',
        'POST /auth/v1/logout',
        'POST /auth/v1/signup',
        'POST /auth/v1/recover',
        'POST /auth/v1/otp',
        'POST /auth/v1/resend',
        'POST /auth/v1/verify',
        'GET /auth/v1/verify',
        'POST /auth/v1/verify/check',
        'GET /auth/v1/user',
        'PUT /auth/v1/user',
        'POST /auth/v1/factors',
        'POST /auth/v1/factors/{id}/challenge',
        'POST /auth/v1/factors/{id}/verify',
        'DELETE /auth/v1/factors/{id}',
        'POST /auth/v1/passkeys/registration/options',
        'POST /auth/v1/passkeys/registration/verify',
        'POST /auth/v1/passkeys/authentication/options',
        'POST /auth/v1/passkeys/authentication/verify',
        'GET /auth/v1/passkeys',
        'PATCH /auth/v1/passkeys/{id}',
        'DELETE /auth/v1/passkeys/{id}',
        'POST /auth/v1/invite',
        'POST /auth/v1/admin/generate_link',
        'GET /auth/v1/admin/users',
        'POST /auth/v1/admin/users',
        'GET /auth/v1/admin/users/{id}',
        'PUT /auth/v1/admin/users/{id}',
        'DELETE /auth/v1/admin/users/{id}',
        'GET /auth/v1/admin/users/{id}/factors',
        'DELETE /auth/v1/admin/users/{id}/factors/{factor_id}',
        'GET /auth/v1/settings',
        'GET /auth/v1/health',
        'GET /auth/v1/.well-known/jwks.json',
      ].sort(),
    );
  });

  it('gives each body its required fields and each answer its shape', () => {
    const recover = document.paths['/auth/v1/recover']!.post!;
    expect(recover.requestBody!.content['application/json']!.schema.required).toEqual(['email']);
    const signIn = document.paths['/auth/v1/token?grant_type=password']!.post!;
    expect(signIn.requestBody!.content['application/json']!.schema.required).toEqual([
      'email',
      'password',
    ]);
    const session = signIn.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(session.properties!)).toEqual(
      expect.arrayContaining(['access_token', 'refresh_token', 'expires_in', 'expires_at', 'user']),
    );
    const user =
      document.paths['/auth/v1/user']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(user.properties!)).toEqual(
      expect.arrayContaining(['id', 'email', 'app_metadata', 'user_metadata', 'identities']),
    );
  });
});
