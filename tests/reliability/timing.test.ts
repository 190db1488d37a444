import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createConfirmedUser,
  type RunningAuthServer,
  startAuthServer,
} from '../support/auth-server.ts';

/**
 * Whether an address has an account must not show in how long `/recover`, `/signup` or `/otp`
 * take to answer (security.md, "Sign-in and enumeration"). Timed here only, in `npm run test:reliability`:
 * on a shared machine a timing assertion in the everyday suite would flake.
 */
const perSide = 200;

/** Welch's t statistic of two samples. */
function welchT(a: number[], b: number[]) {
  const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const variance = (xs: number[], m: number) =>
    xs.reduce((sum, x) => sum + (x - m) ** 2, 0) / (xs.length - 1);
  const [ma, mb] = [mean(a), mean(b)];
  return (ma - mb) / Math.sqrt(variance(a, ma) / a.length + variance(b, mb) / b.length);
}

function shuffled<T>(items: T[]) {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe.each(backends)('answer times on %s', (backend) => {
  let server: RunningAuthServer;
  let accounts: string[];
  beforeAll(async () => {
    server = await startAuthServer(backend, {
      DISABLE_SIGNUP: 'false',
      RATE_LIMIT_EMAIL_ROUTES_PER_IP: '100000',
      JOBS_POLL_INTERVAL_MS: '1000',
    });
    accounts = [];
    for (let index = 0; index < perSide * 3; index++) {
      accounts.push((await createConfirmedUser(server)).email);
    }
  }, 300_000);
  afterAll(() => server?.close());

  /** Log milliseconds of each request, known and unknown addresses in a random order. */
  async function timeBoth(path: string, body: (email: string) => object, known: string[]) {
    const unknown = known.map(() => `ninguem-${crypto.randomUUID()}@example.com`);
    const requests = shuffled([
      ...known.map((email) => ({ side: 'known' as const, email })),
      ...unknown.map((email) => ({ side: 'unknown' as const, email })),
    ]);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (const [index, request] of requests.entries()) {
      const started = performance.now();
      const response = await fetch(`${server.url}/auth/v1/${path}`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body(request.email)),
      });
      await response.text();
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      // The first few warm the server's code paths for both sides alike.
      if (index >= 20) times[request.side].push(Math.log(elapsed));
    }
    return welchT(times.known, times.unknown);
  }

  it(`cannot tell a known address from an unknown one by /recover (${perSide} of each)`, async () => {
    const t = await timeBoth('recover', (email) => ({ email }), accounts.slice(0, perSide));
    expect(Math.abs(t)).toBeLessThan(3);
  }, 300_000);

  it(`cannot tell a taken address from a free one by /signup (${perSide} of each)`, async () => {
    const password = 'Uma-Senha-Nova-2026';
    const t = await timeBoth(
      'signup',
      (email) => ({ email, password }),
      accounts.slice(perSide, perSide * 2),
    );
    expect(Math.abs(t)).toBeLessThan(3);
  }, 300_000);

  it(`cannot tell a known address from an unknown one by /otp (${perSide} of each)`, async () => {
    const t = await timeBoth('otp', (email) => ({ email }), accounts.slice(perSide * 2));
    expect(Math.abs(t)).toBeLessThan(3);
  }, 300_000);
});
