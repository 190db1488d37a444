import { type FakeAuthServer, totpFactorBody } from './fake-auth-server.ts';

const factorId = totpFactorBody().id;

/**
 * Scripts the auth server for a code of the account's verified factor: `GET /user` lists it, a
 * challenge is issued, and the verification answers `status` with `body` (an aal2 session when
 * it passes, as the real server does).
 */
export function scriptCodeCheck(
  server: FakeAuthServer,
  email: string,
  verification: { status: number; body: unknown } | 'passes',
  appMetadata: Record<string, string> = {},
) {
  const factors = [totpFactorBody()];
  server.respondTo('/user', 200, server.sessionBody(email, appMetadata, { factors }).user);
  server.respondTo(`/factors/${factorId}/challenge`, 200, {
    id: 'challenge-1',
    type: 'totp',
    expires_at: Math.floor(Date.now() / 1000) + 300,
  });
  const { status, body } =
    verification === 'passes'
      ? { status: 200, body: server.sessionBody(email, appMetadata, { aal: 'aal2', factors }) }
      : verification;
  server.respondTo(`/factors/${factorId}/verify`, status, body);
}

/** What the page sent to verify codes. */
export const verifications = (server: FakeAuthServer) =>
  server.requests.filter((request) => request.path === `/auth/v1/factors/${factorId}/verify`);
