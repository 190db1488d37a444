import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { formReady } from './support/client-area.ts';
import { connectBrowser } from './support/site-and-browser.ts';
import { type RunningSite, startSite } from './support/site-server.ts';

const CONTACT_URL = 'https://wa.me/5511987654321';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ CONTACT_URL }), connectBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${site.url}/auth`);
  await formReady(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('signing in', () => {
  it('says "Email ou senha incorretos." for a wrong password', async () => {
    const { page, context, consoleErrors } = await openPage(browser, site.url);
    const account = await createClientAccount(site);
    await signIn(page, { ...account, password: 'senha-errada' });
    const error = toast(page, 'Email ou senha incorretos.');
    await error.waitFor();
    expect(await error.textContent()).toContain('Erro');
    expect(page.url()).toBe(`${site.url}/auth`);
    await expectNoAxeViolations(page);
    // The wrong password itself is the only console noise allowed (the browser logs a 400).
    expect(consoleErrors.filter((text) => !text.includes('400'))).toEqual([]);
    await context.close();
  });

  it('refuses an invalid e-mail with "Email inválido" and sends nothing', async () => {
    const { page, context } = await openPage(browser, site.url, { width: 390, height: 844 });
    await page.goto(`${site.url}/auth`);
    await formReady(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/')) apiCalls.push(request.url());
    });
    await page.getByLabel('Email').fill('  nao-e-um-email  ');
    await page.getByLabel('Senha', { exact: true }).fill('Legado#2025');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const error = toast(page, 'Email inválido');
    await error.waitFor();
    expect(await error.textContent()).toContain('Erro de validação');
    expect(apiCalls).toEqual([]);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('welcomes the client, shows the dashboard with the e-mail, and keeps the session on reload', async () => {
    const { page, context, consoleErrors } = await openPage(browser, site.url);
    const account = await createClientAccount(site);
    await signIn(page, account);
    await toast(page, 'Login realizado!').waitFor();
    expect(await toast(page, 'Login realizado!').textContent()).toContain('Bem-vindo de volta');
    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(await page.getByText(account.email).isVisible()).toBe(true);
    expect(await page.getByText('Conta ativa').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Área do Cliente');
    for (const [name, offering] of [
      ['Agendar', 'Legacy Assessment'],
      ['Explorar', 'Legacy Studios'],
      ['Começar', 'Legacy Education'],
    ]) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('href')).toBe(CONTACT_URL);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await page.getByRole('heading', { name: offering }).isVisible()).toBe(true);
    }
    const steps = page.getByRole('region', { name: 'Próximos Passos' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      expect.stringContaining('Complete seu perfil'),
      expect.stringContaining('Agende uma conversa inicial'),
      expect.stringContaining('Explore os recursos'),
    ]);
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(page.url()).toBe(`${site.url}/dashboard`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a signed-in visitor of /auth on to /dashboard, and a signed-out one of /dashboard to /auth', async () => {
    const { page, context } = await openPage(browser, site.url);
    await page.goto(`${site.url}/dashboard`);
    await page.waitForURL(`${site.url}/auth`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await signIn(page, await createClientAccount(site));
    await page.waitForURL(`${site.url}/dashboard`);
    await page.goto(`${site.url}/auth`);
    await page.waitForURL(`${site.url}/dashboard`);
    await context.close();
  });
});

describe('signing out', () => {
  it('goes home, and signs out the other tabs too', async () => {
    const { page, context } = await openPage(browser, site.url);
    await signIn(page, await createClientAccount(site));
    await page.waitForURL(`${site.url}/dashboard`);
    const otherTab = await context.newPage();
    await otherTab.goto(`${site.url}/dashboard`);
    await otherTab.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${site.url}/`);
    await otherTab.waitForURL(`${site.url}/auth`);
    await context.close();
  });
});

describe('a short-lived access token', () => {
  let shortSite: RunningSite;
  beforeAll(async () => {
    shortSite = await startSite({ JWT_EXPIRY: '30' });
  });
  afterAll(() => shortSite?.close());

  it('is refreshed without the client noticing', async () => {
    const { page, context } = await openPage(browser, shortSite.url);
    const account = await createClientAccount(shortSite);
    await page.goto(`${shortSite.url}/auth`);
    await formReady(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${shortSite.url}/dashboard`);
    // A token that expires within supabase-js's margin is renewed as soon as the page starts.
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().includes('grant_type=refresh_token') && response.status() === 200,
    );
    await page.reload();
    await refreshed;
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(page.url()).toBe(`${shortSite.url}/dashboard`);
    await context.close();
  });
});
