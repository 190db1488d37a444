import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import {
  clientNav,
  openSecurity,
  sessionList,
  signIn,
  submitSignIn,
  toast,
  wrongSignIn,
} from './support/client-area.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

const securityUrl = () => `${running.site.url}/dashboard/seguranca`;

describe('the client’s security page', () => {
  it('changes the password: the old one stops working, the new one signs in', async () => {
    const account = await createClientAccount(running.site);
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signIn(page, running.site.url, account);
    await clientNav(page).getByRole('link', { name: 'Segurança' }).click();
    await page.waitForURL(securityUrl());
    await sessionList(page).waitFor();
    expect(await page.title()).toBe('Segurança — Legacy');

    const form = page.getByRole('region', { name: 'Trocar senha' });
    const newPassword = 'Sucessao#2026';
    await form.getByLabel('Senha atual').fill('nao-e-esta');
    await form.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirme a nova senha').fill(newPassword);
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    await form.getByText('Senha atual incorreta.').waitFor();
    expect(await form.getByLabel('Senha atual').getAttribute('aria-invalid')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);

    await form.getByLabel('Senha atual').fill(account.password);
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    await toast(page, 'Senha alterada.').waitFor();
    expect(await form.getByLabel('Nova senha', { exact: true }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${running.site.url}/`);
    await submitSignIn(page, running.site.url, account);
    await wrongSignIn(page);
    await signIn(page, running.site.url, { ...account, password: newPassword });
    // The browser logs the refused attempts (403, 400); nothing else.
    expect(consoleErrors.filter((text) => !/\b40[03]\b/.test(text))).toEqual([]);
    await context.close();
  });

  it('lists the sessions of two browsers and ends the other one', async () => {
    const account = await createClientAccount(running.site);
    const here = await openPage(running.browser, running.site.url);
    const elsewhere = await openPage(running.browser, running.site.url);
    await signIn(elsewhere.page, running.site.url, account);
    await signIn(here.page, running.site.url, account);
    await openSecurity(here.page, running.site.url);

    const sessions = sessionList(here.page).getByRole('listitem');
    expect(await sessions.count()).toBe(2);
    expect(await sessions.first().getByText('Esta sessão').isVisible()).toBe(true);
    expect(await sessions.nth(1).getByText('Esta sessão').count()).toBe(0);
    expect(await sessions.nth(1).textContent()).toMatch(/IP 127\.0\.0\.1.*Último acesso em/);
    expect(await accessibilityViolations(here.page)).toEqual([]);

    await here.page.getByRole('button', { name: 'Encerrar as outras sessões' }).click();
    const step = here.page.getByRole('alertdialog', { name: 'Encerrar as outras sessões?' });
    expect(
      await step
        .getByRole('button', { name: 'Cancelar' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    expect(await accessibilityViolations(here.page)).toEqual([]);
    await step.getByRole('button', { name: 'Encerrar sessões' }).click();
    await toast(here.page, 'Outras sessões encerradas.').waitFor();
    await here.page.getByText(/^Nenhuma outra sessão aberta/).waitFor();
    expect(await sessions.count()).toBe(1);

    // The other browser learns at its next call that its session is over.
    await elsewhere.page.goto(`${running.site.url}/dashboard/perfil`);
    await elsewhere.page.waitForURL(`${running.site.url}/auth`);
    await toast(elsewhere.page, 'Sessão encerrada').waitFor();
    expect(here.consoleErrors).toEqual([]);
    await Promise.all([here.context.close(), elsewhere.context.close()]);
  });

  it('fits a phone: no sideways scroll, with the steps open too', async () => {
    const account = await createClientAccount(running.site);
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signIn(page, running.site.url, account);
    await openSecurity(page, running.site.url);
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    expect(await clientNav(page).getByRole('link', { name: 'Segurança' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
