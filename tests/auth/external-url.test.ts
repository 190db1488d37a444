import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';

const siteUrl = 'https://www.example.com.br';
const apiExternalUrl = 'https://auth.example.com.br';

/** The auth side of a split deployment: the site on a static host, this server on another origin. */
describe('API_EXTERNAL_URL', () => {
  let server: RunningAuthServer;
  beforeAll(async () => {
    server = await startAuthServer('sqlite', {
      SITE_URL: siteUrl,
      API_EXTERNAL_URL: apiExternalUrl,
    });
  });
  afterAll(() => server?.close());

  it('builds the links to /verify on its own origin, and they land back on the site', async () => {
    const account = await createConfirmedUser(server);
    const { data, error } = await server.admin().auth.admin.generateLink({
      type: 'recovery',
      email: account.email,
    });
    expect(error).toBeNull();
    const actionLink = new URL(data.properties!.action_link);
    expect(actionLink.origin).toBe(apiExternalUrl);
    expect(actionLink.pathname).toBe('/auth/v1/verify');

    // The request the browser makes when the link is opened, sent to this server directly.
    const opened = await fetch(`${server.url}${actionLink.pathname}${actionLink.search}`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    const landing = new URL(opened.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(
      `${siteUrl}/auth?mode=reset`,
    );
    const accessToken = new URLSearchParams(landing.hash.slice(1)).get('access_token')!;
    expect(decodeJwt(accessToken).iss).toBe(`${apiExternalUrl}/auth/v1`);
  });

  it('lets the site’s origin, not its own, call it from a browser', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, content-type',
        },
      });
    expect((await preflight(siteUrl)).headers.get('access-control-allow-origin')).toBe(siteUrl);
    expect((await preflight(apiExternalUrl)).headers.get('access-control-allow-origin')).toBeNull();
  });
});
