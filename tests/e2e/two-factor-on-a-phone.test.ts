import { describe, expect, it } from 'vitest';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { formReady, signIn, toast } from './support/client-area.ts';
import {
  codeField,
  codeFor,
  expectAccessible,
  factorSection,
  signInAgain,
  startSetUp,
  turnOn,
} from './support/second-factor.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

describe('the second factor on a phone', () => {
  it('fits a phone, keeps asking on a page opened directly, and cancels into a sign-out', async () => {
    const account = await createClientAccount(running.site);
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signIn(page, running.site.url, account);
    await startSetUp(page, running.site.url);
    await expectAccessible(page);
    await factorSection(page).getByRole('button', { name: 'Cancelar' }).click();
    await turnOn(page, running.site.url);

    await signInAgain(page, running.site.url, account);
    await expectAccessible(page);
    await page.goto(`${running.site.url}/dashboard/perfil`);
    await page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nome completo' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Cancelar e sair' }).click();
    await page.waitForURL(`${running.site.url}/auth`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.goto(`${running.site.url}/dashboard`);
    await page.waitForURL(`${running.site.url}/auth`);
    await context.close();
  });

  it('asks for the code on "Nova senha" before a recovery link sets the password', async () => {
    const account = await createClientAccount(running.site);
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signIn(page, running.site.url, account);
    const secret = await turnOn(page, running.site.url);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${running.site.url}/`);

    await page.goto(`${running.site.url}/auth?mode=reset`);
    await formReady(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Email enviado!').waitFor();
    const { link } = await waitForOutboxMessage(running.site.outboxDir, {
      to: account.email,
      linkType: 'recovery',
    });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Nova senha' }).waitFor();
    // The prerendered page shows the form before its code has taken over.
    await formReady(page);
    const newPassword = 'Nova-Senha-2026';
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirme a nova senha').fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();

    await page.getByText(/digite também o código de 6 dígitos/).waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('autocomplete') === 'one-time-code',
    );
    await expectAccessible(page);
    await codeField(page).fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(`${running.site.url}/dashboard`);
    await toast(page, 'Senha atualizada!').waitFor();
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();

    // The new password signs in, and the code is still asked after it.
    await signInAgain(page, running.site.url, { email: account.email, password: newPassword });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
