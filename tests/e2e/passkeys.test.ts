import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { signIn, toast } from './support/client-area.ts';
import { connectBrowser } from './support/site-and-browser.ts';
import { freePort, type RunningSite, startSite } from './support/site-server.ts';

/** Whether the page is wider than the phone: nothing may make it scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('passkeys on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  // A passkey's relying party is a domain name, never an IP address: the site is `localhost`.
  let origin: string;
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    [site, browser] = await Promise.all([startSite({ SITE_URL: origin }, port), connectBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('adds and names a passkey in Segurança, signs in with it on /auth, and removes it', async () => {
    const account = await createClientAccount(site);
    const { page, context, consoleErrors } = await openPage(browser, origin, {
      width: 390,
      height: 844,
    });
    // Chromium's virtual authenticator, as a phone's: it keeps passkeys and verifies its user.
    const devtools = await context.newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await signIn(page, origin, account);
    await page.goto(`${origin}/dashboard/seguranca`);
    await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
    await toast(page, 'Chave de acesso adicionada.').waitFor();
    const name = page.getByRole('textbox', { name: 'Nome da chave de acesso' });
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await name.fill('Celular');
    await page.getByRole('button', { name: 'Salvar nome' }).click();
    const passkeys = page.getByRole('list', { name: 'Suas chaves de acesso' });
    await passkeys.getByText('Celular', { exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${origin}/`);
    await page.goto(`${origin}/auth`);
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    await page.waitForURL(`${origin}/dashboard`);
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto(`${origin}/dashboard/seguranca`);
    await passkeys.getByText(/Último uso em/).waitFor();
    await passkeys.getByRole('button', { name: 'Remover' }).click();
    await passkeys.getByRole('button', { name: 'Remover' }).click();
    await toast(page, 'Chave de acesso removida.').waitFor();
    await page.getByText('Nenhuma chave de acesso cadastrada.').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
