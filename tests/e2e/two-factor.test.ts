import { describe, expect, it } from 'vitest';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { signIn, toast } from './support/client-area.ts';
import {
  codeField,
  codeFor,
  expectAccessible,
  hasFocus,
  factorSection,
  signInAgain,
  startSetUp,
  wrongCodeFor,
} from './support/second-factor.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

describe('the second factor', () => {
  it('is set up with an authenticator app, asked after the password, and removed', async () => {
    const account = await createClientAccount(running.site);
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signIn(page, running.site.url, account);
    const secret = await startSetUp(page, running.site.url);
    await expectAccessible(page);
    await codeField(page).fill(wrongCodeFor(secret));
    await factorSection(page).getByRole('button', { name: 'Confirmar e ativar' }).click();
    await factorSection(page)
      .getByText(/^Código incorreto\./)
      .waitFor();
    await codeField(page).fill(codeFor(secret));
    await factorSection(page).getByRole('button', { name: 'Confirmar e ativar' }).click();
    await toast(page, 'Verificação em duas etapas ativada.').waitFor();
    await factorSection(page)
      .getByText(/^Ativada em /)
      .waitFor();
    const recoveryCodes = factorSection(page).getByRole('list', { name: 'Códigos de recuperação' });
    const recoveryCode = (await recoveryCodes.getByRole('listitem').first().textContent())!;
    expect(await recoveryCodes.getByRole('listitem').count()).toBe(10);
    await expectAccessible(page);

    await signInAgain(page, running.site.url, account);
    expect(await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).count()).toBe(0);
    expect(await hasFocus(page)).toBe(true);
    expect(await codeField(page).getAttribute('inputmode')).toBe('numeric');
    expect(await codeField(page).getAttribute('autocomplete')).toBe('one-time-code');
    await expectAccessible(page);

    await codeField(page).fill(wrongCodeFor(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page
      .getByRole('main')
      .getByText(/^Código incorreto\. Confira o aplicativo/)
      .waitFor();
    expect(await codeField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(page)).toBe(true);
    await expectAccessible(page);

    // A recovery code kept from the set-up stands in for the app's (the server's tests take
    // each TOTP code once).
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByLabel('Código de recuperação').fill(recoveryCode.toUpperCase());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(page.url()).toBe(`${running.site.url}/dashboard`);
    await page.reload();
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();

    await page.goto(`${running.site.url}/dashboard/seguranca`);
    await factorSection(page)
      .getByRole('button', { name: 'Desativar verificação em duas etapas' })
      .click();
    const step = factorSection(page).getByRole('alertdialog', {
      name: 'Desativar a verificação em duas etapas?',
    });
    await expectAccessible(page);
    await step.getByRole('button', { name: 'Desativar' }).click();
    await toast(page, 'Verificação em duas etapas desativada.').waitFor();
    await factorSection(page)
      .getByRole('button', { name: 'Ativar verificação em duas etapas' })
      .waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${running.site.url}/`);
    await signIn(page, running.site.url, account);
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    // The refused codes are the only console noise (the browser logs their 422).
    expect(consoleErrors.filter((text) => !/\b422\b/.test(text))).toEqual([]);
    await context.close();
  });
});
