import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

// A folder of this run's own: a fixed one is shared with any other checkout's run, on its schema.
const dataDir = mkdtempSync(path.join(tmpdir(), 'legado-site-plugin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function siteApp(environment: Record<string, string> = {}) {
  return buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...environment,
    }),
  });
}

const runtimeConfigOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1] ??
      'null',
  );

describe('serving the built site', () => {
  let app: App;
  beforeAll(async () => {
    app = await siteApp({
      SITE_URL: 'https://legado.example',
      CONTACT_URL: 'https://wa.me/5511912345678',
      PASSWORD_MIN_LENGTH: '8',
    });
  });
  afterAll(() => app.close());

  it('serves / prerendered, with every section readable without JavaScript', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const text of [
      'Entrar em Contato',
      'Quem Somos',
      'Nossas Soluções',
      'Agendar Conversa',
      '© 2025',
    ]) {
      expect(response.body).toContain(text);
    }
    // Its one script is the phone menu's few lines (decision 041).
    const scripts = [...response.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map(([, src]) => src);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/)]);
  });

  it('puts the configured contact link and public origin into /', async () => {
    const { body } = await app.inject({ url: '/' });
    expect(body).toContain('href="https://wa.me/5511912345678?text=');
    expect(body).toContain('<link rel="canonical" href="https://legado.example/"');
    expect(body).not.toContain('http://localhost:8080');
  });

  it('serves the app shell for the client routes with the browser configuration inlined', async () => {
    for (const url of ['/auth', '/dashboard', '/auth?mode=reset']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(runtimeConfigOf(response.body)).toMatchObject({
        supabaseUrl: 'https://legado.example',
        contactUrl: 'https://wa.me/5511912345678',
        passwordMinLength: 8,
        staffRequireMfa: true,
      });
    }
  });

  it('sends /auth and /dashboard prerendered, the sign-in screen in the mode the address asks', async () => {
    const pages = [
      ['/auth', 'Entrar — Legacy', '>Entrar</h1>'],
      ['/auth?mode=reset', 'Redefinir senha — Legacy', '>Redefinir senha</h1>'],
      ['/auth?mode=reset&token_hash=abc&type=recovery', 'Nova senha — Legacy', '>Nova senha</h1>'],
      ['/dashboard', 'Área do Cliente — Legacy', '>Área do Cliente</h1>'],
    ] as const;
    for (const [url, title, heading] of pages) {
      const { statusCode, body } = await app.inject({ url });
      expect(statusCode, url).toBe(200);
      expect(body, url).toContain(`<title>${title}</title>`);
      expect(body, url).toContain(heading);
      expect(runtimeConfigOf(body), url).toMatchObject({ passwordMinLength: 8 });
    }
    const { body: signIn } = await app.inject({ url: '/auth' });
    expect(signIn).toMatch(/autocomplete="current-password"/i);
    expect(signIn).toContain('<noscript>');
  });

  it('redirects a page asked in other letter case or with a trailing slash to its path (301)', async () => {
    for (const [url, location] of [
      ['/auth/', '/auth'],
      ['/AUTH', '/auth'],
      ['/Dashboard/', '/dashboard'],
      ['/dashboard/Perfil/?x=1', '/dashboard/perfil?x=1'],
      ['/ADMIN/clientes/AbC-1', '/admin/clientes/AbC-1'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    expect((await app.inject({ url: '/authx/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/AUTH' })).statusCode).toBe(404);
  });

  it('answers unknown pages with the app shell and a 404 status', async () => {
    const response = await app.inject({ url: '/pagina-que-nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('id="root"');
  });

  it('serves hashed assets as immutable, precompressed', async () => {
    const page = await app.inject({ url: '/auth' });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const brotli = await app.inject({ url: script!, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await app.inject({ url: script!, headers: { 'accept-encoding': 'gzip' } });
    const identity = await app.inject({ url: script!, headers: { 'accept-encoding': 'identity' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
  });

  it('compresses the HTML of / for clients that accept it', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('Quem Somos');
  });

  it('never serves the raw HTML templates, build metadata or a static host’s files', async () => {
    for (const url of [
      '/index.html',
      '/landing.html',
      '/404.html',
      '/build-info.json',
      '/.vite/manifest.json',
      '/_headers',
      '/_redirects',
      '/_nginx.conf',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!--runtime-config-->');
      expect(response.body).not.toContain('"siteUrl"');
      expect(response.body).not.toContain('"isEntry"');
      expect(response.body).not.toContain('content-security-policy');
    }
  });

  it('sends the security headers on pages, assets and errors', async () => {
    for (const url of ['/', '/dashboard', '/nao-existe', '/favicon.svg', '/healthz']) {
      const { headers } = await app.inject({ url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it("answers unknown paths under /auth/v1 in the API's shape, not with the site's 404", async () => {
    for (const url of ['/auth/v1/nao-existe', '/auth/v1/token?grant_type=password', '/auth/v1']) {
      const { statusCode, headers, body } = await app.inject({
        url,
        headers: { apikey: app.apiKeys.anon },
      });
      expect(statusCode, url).toBe(404);
      expect(JSON.parse(body), url).toMatchObject({ error_code: 'not_found' });
      expect(headers['cache-control'], url).toBe('no-store');
      expect(headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('refuses a path that does not decode with the strict headers of a JSON answer', async () => {
    const { statusCode, headers, body } = await app.inject({ url: '/%E0%A4%A' });
    expect(statusCode).toBe(400);
    expect(JSON.parse(body)).toEqual({ message: 'Bad request' });
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
  });

  it('inlines the landing page CSS and allows exactly that stylesheet in its CSP', async () => {
    const { body, headers } = await app.inject({ url: '/' });
    const css = /<style>([\s\S]*?)<\/style>/.exec(body)?.[1] ?? '';
    expect(css).toContain('@font-face');
    expect(body).not.toContain('rel="stylesheet"');
    const hash = createHash('sha256').update(css).digest('base64');
    expect(headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
    // The prerendered client pages inline theirs too, allowed the same way; the empty shell has none.
    const signIn = await app.inject({ url: '/auth' });
    const signInCss = /<style>([\s\S]*?)<\/style>/.exec(signIn.body)?.[1] ?? '';
    const signInHash = createHash('sha256').update(signInCss).digest('base64');
    expect(signIn.headers['content-security-policy']).toContain(`'sha256-${signInHash}'`);
    const appShell = await app.inject({ url: '/dashboard/perfil' });
    expect(appShell.headers['content-security-policy']).toContain("style-src 'self';");
    // `/dashboard` sends a visitor without a stored session to /auth before it paints: that one
    // inline script is allowed by its hash, and only there.
    const dashboard = await app.inject({ url: '/dashboard' });
    const script = /<script>([\s\S]*?)<\/script>/.exec(dashboard.body)?.[1] ?? '';
    expect(script).toContain('auth-token');
    const scriptHash = createHash('sha256').update(script).digest('base64');
    expect(dashboard.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${scriptHash}';`,
    );
    expect(appShell.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('keeps the address of /auth, where recovery tokens pass, out of referrers', async () => {
    const { headers } = await app.inject({ url: '/auth?mode=reset&token_hash=abc&type=recovery' });
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('publishes robots.txt and a sitemap on the public origin', async () => {
    const robots = (await app.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: https://legado.example/sitemap.xml');
    // The sign-in screen, the client area and the team's console are no business of a crawler.
    for (const path of ['/auth', '/dashboard', '/admin'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect((await app.inject({ url: '/sitemap.xml' })).body).toContain(
      '<loc>https://legado.example/</loc>',
    );
  });

  it('reports health, never from a cache', async () => {
    for (const [url, body] of [
      ['/healthz', { status: 'ok' }],
      ['/readyz', { status: 'ready' }],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(JSON.parse(response.body), url).toEqual(body);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("answers errors outside the API with their status only, never the framework's codes, uncached", async () => {
    const tooLarge = JSON.stringify({ texto: 'x'.repeat(70_000) });
    const json = { 'content-type': 'application/json' };
    for (const [request, status] of [
      [{ url: '/%00' }, 403],
      [{ url: '/assets/%00' }, 403],
      [{ url: '/..%5c..%5cpackage.json' }, 403],
      [{ url: '/%2e%2e/%2e%2e/etc/passwd' }, 404],
      [{ url: '/assets/nao-existe.js' }, 404],
      [{ url: '/pagina-que-nao-existe' }, 404],
      [{ url: '/%E0%A4%A' }, 400],
      [{ method: 'DELETE', url: '/' }, 404],
      [{ method: 'POST', url: '/', headers: json, payload: tooLarge }, 413],
      [{ method: 'POST', url: '/healthz', headers: json, payload: '{' }, 400],
    ] as const) {
      const response = await app.inject(request);
      const label = `${request.url} ${'method' in request ? request.method : 'GET'}`;
      expect(response.statusCode, label).toBe(status);
      expect(response.body, label).not.toMatch(/FST_|stack|node_modules/i);
      expect(response.headers['cache-control'], label).toBe('no-store');
    }
  });
});

describe('serving over plain HTTP', () => {
  it('does not send Strict-Transport-Security', async () => {
    const app = await siteApp({ SITE_URL: 'http://localhost:8080' });
    const { headers } = await app.inject({ url: '/' });
    expect(headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
