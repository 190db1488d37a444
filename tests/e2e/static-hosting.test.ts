import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteCopy } from '../support/build-context.ts';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';
import { createClientAccount } from './support/accounts.ts';
import { newContext } from './support/browser.ts';
import { formReady, signIn, toast } from './support/client-area.ts';
import { connectBrowser } from './support/site-and-browser.ts';
import { freePort, type RunningSite, startSite } from './support/site-server.ts';
import { startStaticHost } from './support/static-host.ts';

/**
 * The site built with `VITE_*` values and served from a static host with the headers the build
 * wrote; this server, on another origin, is only its auth API (as a hosted Supabase project would be).
 */
describe('the site on a static host, the auth API on another origin', () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'legado-static-'));
  let provider: RunningSite;
  let host: Awaited<ReturnType<typeof startStaticHost>>;
  let browser: Browser;
  let distDir: string;

  beforeAll(async () => {
    const [sitePort, providerPort] = await Promise.all([freePort(), freePort()]);
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const providerUrl = `http://127.0.0.1:${providerPort}`;
    [provider, browser] = await Promise.all([
      startSite({ SITE_URL: siteUrl, API_EXTERNAL_URL: providerUrl }, providerPort),
      connectBrowser(),
    ]);
    distDir = await buildSiteCopy(buildDir, {
      VITE_SITE_URL: siteUrl,
      VITE_SUPABASE_URL: providerUrl,
      VITE_SUPABASE_PUBLISHABLE_KEY: provider.anonKey,
      VITE_CONTROLLER_EMAIL: 'dpo@estatico.example.com',
    });
    host = await startStaticHost(distDir, sitePort);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await provider?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  /** A browser page on the static site that records every Content-Security-Policy violation. */
  async function watchedPage() {
    const context = await newContext(browser);
    const violations: string[] = [];
    await context.exposeBinding('reportViolation', (_source, text: string) =>
      violations.push(text),
    );
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI} on ${document.location.pathname}`,
        ),
      ),
    );
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    return { page, context, violations };
  }

  const closing = (context: BrowserContext) => context.close();

  it('answers with the built headers, robots.txt, sitemap.xml, and 404 for unknown paths', async () => {
    const landing = await fetch(`${host.url}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('<style>');
    const policy = landing.headers.get('content-security-policy')!;
    expect(policy).toContain(`connect-src 'self' ${provider.url}`);
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(landing.headers.get('x-frame-options')).toBe('DENY');

    const robots = await fetch(`${host.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${host.url}/sitemap.xml`);
    const sitemap = await fetch(`${host.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const sitemapText = await sitemap.text();
    expect(sitemapText).toContain(`<loc>${host.url}/</loc>`);
    expect(sitemapText).toContain(`<loc>${host.url}/termos</loc>`);

    const unknown = await fetch(`${host.url}/pagina-que-nao-existe`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
    expect((await fetch(`${host.url}/_headers`)).status).toBe(404);
    expect((await fetch(`${host.url}/ssr/entry-prerender.js`)).status).toBe(404);
    const privacy = await fetch(`${host.url}/privacidade`);
    expect(privacy.status).toBe(200);
    const privacyPage = await privacy.text();
    expect(privacyPage).toContain('<h1');
    // The controller named by the build (VITE_CONTROLLER_EMAIL), as the server names CONTROLLER_EMAIL.
    expect(privacyPage).toContain('mailto:dpo@estatico.example.com');
    const auth = await fetch(`${host.url}/auth`);
    expect(auth.status).toBe(200);
    // Two values joined: the browser takes the last one it knows.
    expect(auth.headers.get('referrer-policy')!.split(', ').at(-1)).toBe('no-referrer');
  });

  it('signs in, keeps the session over a reload, signs out, with no CSP violation', async () => {
    const { page, context, violations } = await watchedPage();
    const account = await createClientAccount(provider);
    await page.goto(host.url);
    await signIn(page, host.url, account);
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(page.url()).toBe(`${host.url}/dashboard`);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${host.url}/`);
    expect(violations).toEqual([]);
    await closing(context);
  });

  it('resets a password through the e-mailed link, with no CSP violation', async () => {
    const { page, context, violations } = await watchedPage();
    const account = await createClientAccount(provider);
    await page.goto(`${host.url}/auth?mode=reset`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Email enviado!').waitFor();

    const { link } = await waitForOutboxMessage(provider.outboxDir, { to: account.email });
    expect(new URL(link).origin).toBe(host.url);
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova-Senha-2026');
    await page.getByLabel('Confirme a nova senha').fill('Nova-Senha-2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(`${host.url}/dashboard`);
    await toast(page, 'Senha atualizada!').waitFor();
    expect(violations).toEqual([]);
    await closing(context);
  });

  it('resets a password through the GET /verify redirect, with no CSP violation', async () => {
    const { page, context, violations } = await watchedPage();
    const account = await createClientAccount(provider);
    const generated = await fetch(`${provider.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: {
        apikey: provider.serviceRoleKey,
        authorization: `Bearer ${provider.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ type: 'recovery', email: account.email }),
    });
    const { action_link: actionLink } = (await generated.json()) as { action_link: string };
    expect(new URL(actionLink).origin).toBe(provider.url);
    await page.goto(actionLink);
    await page.getByRole('heading', { name: 'Nova senha' }).waitFor();
    // The prerendered page shows the form before its code has taken over.
    await formReady(page);
    expect(new URL(page.url()).origin).toBe(host.url);
    await page.getByLabel('Nova senha', { exact: true }).fill('Pelo-Redirect-1');
    await page.getByLabel('Confirme a nova senha').fill('Pelo-Redirect-1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(`${host.url}/dashboard`);
    expect(violations).toEqual([]);
    await closing(context);
  });
});
