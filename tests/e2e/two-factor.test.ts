import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { type Credentials, formReady, signIn, submitSignIn, toast } from './support/client-area.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

/** The code the authenticator app shows `steps` time steps from now. */
function codeFor(secret: string, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A code the server takes at no step around now. */
function wrongCodeFor(secret: string) {
  const accepted = [-1, 0, 1].map((steps) => codeFor(secret, steps));
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code))!;
}

const section = (page: Page) => page.getByRole('region', { name: 'Verificação em duas etapas' });
const codeField = (page: Page) => page.getByLabel('Código de 6 dígitos');
const hasFocus = (page: Page) =>
  codeField(page).evaluate((input) => input === document.activeElement);

/** No axe violation, and nothing scrolls sideways. */
async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** On the security page, starts the set-up and reads the key shown for typing by hand. */
async function startSetUp(page: Page) {
  await page.goto(`${running.site.url}/dashboard/seguranca`);
  await section(page).getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  const qrCode = section(page).getByRole('img', {
    name: 'QR code para adicionar a sua conta Legacy ao aplicativo autenticador',
  });
  await qrCode.waitFor();
  expect(await qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const shownKey = await section(page).locator('code').textContent();
  expect(shownKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  return shownKey!.replaceAll(' ', '');
}

/** Turns the second factor on with a first code of the key shown: the key. */
async function turnOn(page: Page) {
  const secret = await startSetUp(page);
  await codeField(page).fill(codeFor(secret));
  await section(page).getByRole('button', { name: 'Confirmar e ativar' }).click();
  await toast(page, 'Verificação em duas etapas ativada.').waitFor();
  await section(page)
    .getByText(/^Ativada em \d+ de \S+ de \d{4}\.$/)
    .waitFor();
  return secret;
}

/** Signs out from a client page and signs in again with the password: the code is asked. */
async function signInAgain(page: Page, account: Credentials) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL(`${running.site.url}/`);
  await submitSignIn(page, running.site.url, account);
  await toast(page, 'Login realizado!').waitFor();
  await page.waitForURL(`${running.site.url}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' }).waitFor();
}

describe('the second factor', () => {
  it('is set up with an authenticator app, asked after the password, and removed', async () => {
    const account = await createClientAccount(running.site);
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signIn(page, running.site.url, account);
    const secret = await startSetUp(page);
    await expectAccessible(page);
    await codeField(page).fill(wrongCodeFor(secret));
    await section(page).getByRole('button', { name: 'Confirmar e ativar' }).click();
    await section(page)
      .getByText(/^Código incorreto\./)
      .waitFor();
    await codeField(page).fill(codeFor(secret));
    await section(page).getByRole('button', { name: 'Confirmar e ativar' }).click();
    await toast(page, 'Verificação em duas etapas ativada.').waitFor();
    await section(page)
      .getByText(/^Ativada em /)
      .waitFor();
    await expectAccessible(page);

    await signInAgain(page, account);
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

    // The step after the enrolment's code: each code is taken once.
    await codeField(page).fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(page.url()).toBe(`${running.site.url}/dashboard`);
    await page.reload();
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();

    await page.goto(`${running.site.url}/dashboard/seguranca`);
    await section(page)
      .getByRole('button', { name: 'Desativar verificação em duas etapas' })
      .click();
    const step = section(page).getByRole('alertdialog', {
      name: 'Desativar a verificação em duas etapas?',
    });
    await expectAccessible(page);
    await step.getByRole('button', { name: 'Desativar' }).click();
    await toast(page, 'Verificação em duas etapas desativada.').waitFor();
    await section(page)
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

  it('fits a phone, keeps asking on a page opened directly, and cancels into a sign-out', async () => {
    const account = await createClientAccount(running.site);
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signIn(page, running.site.url, account);
    await startSetUp(page);
    await expectAccessible(page);
    await section(page).getByRole('button', { name: 'Cancelar' }).click();
    await turnOn(page);

    await signInAgain(page, account);
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
    const secret = await turnOn(page);
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
    await signInAgain(page, { email: account.email, password: newPassword });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
