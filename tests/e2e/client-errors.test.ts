import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { formReady, signIn, submitSignIn, toast } from './support/client-area.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';
import { startSite } from './support/site-server.ts';

// Two wrong passwords lock an address here (10 by default): the message is the same.
const running = runSiteAndBrowser({ RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '2' });
const phone = { width: 390, height: 844 };

const retryAfterOf = async (response: Promise<Response>) =>
  Number((await response).headers()['retry-after']);

describe('errors that say what to do', () => {
  it('marks a refused field beside it and moves the focus there', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, phone);
    await page.goto(`${running.site.url}/auth`);
    await formReady(page);
    await page.getByLabel('Email').fill('nao-e-um-email');
    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await toast(page, 'Email inválido').waitFor();
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    const describedBy = (await email.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Email inválido');
    expect(await page.getByLabel('Senha', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('says how many minutes a locked address waits, from Retry-After', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    const account = await createClientAccount(running.site);
    for (let attempt = 0; attempt < 2; attempt++) {
      await submitSignIn(page, running.site.url, { ...account, password: 'senha-errada' });
      await toast(page, 'Email ou senha incorretos.').waitFor();
    }
    const locked = page.waitForResponse(
      (response) => response.url().includes('/auth/v1/token') && response.status() === 429,
    );
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const minutes = Math.ceil((await retryAfterOf(locked)) / 60);
    const expected = `Muitas tentativas. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
    await toast(page, expected).waitFor();
    await context.close();
  });

  it('says how many seconds until another reset e-mail can be asked for', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    const account = await createClientAccount(running.site);
    await page.goto(`${running.site.url}/auth?mode=reset`);
    await formReady(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Email enviado!').waitFor();
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await page.getByLabel('Email').fill(account.email);
    const tooSoon = page.waitForResponse(
      (response) => response.url().includes('/auth/v1/recover') && response.status() === 429,
    );
    await page.getByRole('button', { name: 'Enviar' }).click();
    const seconds = await retryAfterOf(tooSoon);
    await toast(
      page,
      `Acabamos de enviar um email para este endereço. Aguarde ${seconds} segundos para pedir outro.`,
    ).waitFor();
    await context.close();
  });

  it('says the server cannot be reached when it is stopped, or answers 503', async () => {
    const site = await startSite();
    const { page, context } = await openPage(running.browser, site.url);
    const account = await createClientAccount(site);
    await page.goto(`${site.url}/auth`);
    await formReady(page);
    await page.route('**/auth/v1/token**', (route) =>
      route.fulfill({ status: 503, headers: { 'retry-after': '1' }, body: '{}' }),
    );
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const noConnection = 'Sem conexão com o servidor. Verifique sua internet e tente de novo.';
    await toast(page, noConnection).waitFor();
    await page.unroute('**/auth/v1/token**');
    await page.getByRole('button', { name: 'Fechar notificação' }).click();
    await toast(page, noConnection).waitFor({ state: 'detached' });

    await page.waitForLoadState('networkidle');
    await site.close();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await toast(page, noConnection).waitFor();
    expect(await toast(page, 'Ocorreu um erro').count()).toBe(0);
    await context.close();
  });

  it('keeps an error on screen for at least 6 seconds unless it is closed', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    await page.clock.install();
    await page.goto(`${running.site.url}/auth`);
    await formReady(page);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const refused = toast(page, 'Email inválido');
    await refused.waitFor();
    await page.clock.runFor(6_500);
    expect(await refused.isVisible()).toBe(true);
    await page.clock.runFor(3_000);
    await refused.waitFor({ state: 'detached' });
    await context.close();
  });

  it('never covers the header or its "Sair" on a phone', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, phone);
    await signIn(page, running.site.url, await createClientAccount(running.site));
    const shown = toast(page, 'Login realizado!');
    await shown.waitFor();
    const toastBox = (await shown.boundingBox())!;
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    const signOut = page.getByRole('button', { name: 'Sair' });
    const box = (await signOut.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe('Sair');
    await context.close();
  });
});
