import { AuthClient } from '@supabase/auth-js';
import { authStorageKey } from '../auth-storage-key.ts';

/** One request the client made, as the server would see it. */
interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

type Reply = { status: number; body?: unknown } | 'hang' | 'offline';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** Any bytes will do, in base64url: supabase-js reads the claims and checks each part's form. */
const signature = base64url({ signed: false });

/** A factor as `GET /user` lists it: the authenticator app, verified unless told. */
export function totpFactorBody(status: 'verified' | 'unverified' = 'verified', id = 'factor-1') {
  return {
    id,
    friendly_name: 'Aplicativo autenticador',
    factor_type: 'totp',
    status,
    created_at: '2026-03-04T12:00:00Z',
    updated_at: '2026-03-04T12:01:00Z',
  };
}

/** Where a session stands with the second factor: its token's `aal` and the user's factors. */
interface Assurance {
  aal?: 'aal1' | 'aal2';
  factors?: ReturnType<typeof totpFactorBody>[];
}

/**
 * A real auth client (`@supabase/auth-js`, as the app uses) whose network is a scripted stand-in for our server, for component
 * tests: it records every request and answers by path (auth-api.md shapes). Its `fetch` serves
 * the page's own calls to the data API too (`vi.stubGlobal('fetch', server.fetch)`).
 */
export function fakeAuthServer() {
  // The console's first page asks for the go-live checklist: a site with nothing left to do.
  // Segurança lists the passkeys: an account without any. The agendas list the team's hosts: none.
  // Both menus count the unread messages, and Segurança reads the messages' notices: nothing
  // unread, the notices on. The dashboard asks for the client's plan: the team has not started one.
  const nothingUnread = { status: 200, body: { unread: 0, changed_at: null } };
  const replies = new Map<string, Reply>([
    ['/api/v1/admin/go-live', { status: 200, body: { items: [] } }],
    ['GET /passkeys', { status: 200, body: [] }],
    ['/api/v1/hosts', { status: 200, body: { hosts: [] } }],
    ['/api/v1/admin/hosts', { status: 200, body: { hosts: [] } }],
    ['/api/v1/messages/unread', nothingUnread],
    ['/api/v1/admin/threads/unread', nothingUnread],
    ['/api/v1/account/message-notices', { status: 200, body: { enabled: true } }],
    ['/api/v1/plan', { status: 200, body: null }],
  ]);
  const requests: RecordedRequest[] = [];
  const pending: Array<() => void> = [];

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The data API is called by path alone, on the page's origin.
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://site.test',
    );
    const body = typeof init?.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const authorization = new Headers(init?.headers).get('authorization');
    requests.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body,
      authorization,
    });
    const path = url.pathname.replace('/auth/v1', '');
    const reply = replies.get(`${init?.method ?? 'GET'} ${path}`) ??
      replies.get(path) ?? { status: 200, body: {} };
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    if (reply === 'hang') await new Promise<void>((resolve) => pending.push(resolve));
    const { status, body: answer } = reply === 'hang' ? { status: 200, body: {} } : reply;
    return new Response(
      status === 204 ? null : JSON.stringify(answer === undefined ? {} : answer),
      {
        status,
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      },
    );
  };

  // The session lives where the app keeps it, so a page that only looks for it there (the
  // AuthProvider of the layout) finds this client signed in; each fake server starts signed out.
  window.localStorage.removeItem(authStorageKey());
  const client = new AuthClient({
    url: 'http://auth.test/auth/v1',
    headers: { Authorization: 'Bearer anon-key', apikey: 'anon-key' },
    fetch,
    storageKey: authStorageKey(),
    storage: window.localStorage,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    experimental: { passkey: true },
  });

  /**
   * A session for `email`; `appMetadata` adds to the user's (`{ role: 'staff' }` for the team);
   * at aal1 and without factors unless `assurance` says otherwise.
   */
  const sessionBody = (
    email: string,
    appMetadata: Record<string, string> = {},
    { aal = 'aal1', factors }: Assurance = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    const user = {
      id: '00000000-0000-4000-8000-000000000001',
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email', providers: ['email'], ...appMetadata },
      user_metadata: {},
      identities: [],
      created_at: new Date().toISOString(),
      ...(factors && { factors }),
    };
    const claims = { sub: user.id, email, exp: now + 3600, iat: now, role: 'authenticated', aal };
    return {
      access_token: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.${signature}`,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: 'refresh-token',
      user,
    };
  };

  const server = {
    client,
    fetch,
    requests,
    /**
     * Answers requests to `path` (after `/auth/v1`, or a data API path such as `/api/v1/profile`)
     * with this status and JSON body; only those of `method` when given.
     */
    respondTo(path: string, status: number, body?: unknown, method?: string) {
      replies.set(method ? `${method} ${path}` : path, { status, body });
    },
    /** Requests to `path` fail as they do without a network. */
    goOffline(path: string) {
      replies.set(path, 'offline');
    },
    /** Leaves requests to `path` unanswered until `release()`. */
    hang(path: string) {
      replies.set(path, 'hang');
    },
    release() {
      pending.splice(0).forEach((resolve) => resolve());
    },
    /** An error body in the 2024-01-01 format. */
    errorBody: (code: string, message: string) => ({ code, message }),
    sessionBody,
    /** Starts the client signed in as `email`, as after a password sign-in. */
    async signIn(
      email: string,
      appMetadata: Record<string, string> = {},
      assurance: Assurance = {},
    ) {
      replies.set('/token', { status: 200, body: sessionBody(email, appMetadata, assurance) });
      await client.signInWithPassword({ email, password: 'Legado#2025' });
    },
  };
  last = server;
  return server;
}

export type FakeAuthServer = ReturnType<typeof fakeAuthServer>;

let last: FakeAuthServer | undefined;

/** The fake server the test started last, whose client is the app's `authClient()` (test-setup). */
export function lastFakeAuthServer(): FakeAuthServer {
  if (last) return last;
  throw new Error('The app asked for its auth client before the test called fakeAuthServer().');
}
