import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accessibilityViolations } from './accessibility.ts';
import { type Credentials, submitSignIn, toast } from './client-area.ts';

/** The code the authenticator app shows `steps` time steps from now. */
export function codeFor(secret: string, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A code the server takes at no step around now. */
export function wrongCodeFor(secret: string) {
  const accepted = [-1, 0, 1].map((steps) => codeFor(secret, steps));
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code))!;
}

export const factorSection = (page: Page) =>
  page.getByRole('region', { name: 'Verificação em duas etapas' });
export const codeField = (page: Page) => page.getByLabel('Código de 6 dígitos');
export const hasFocus = (page: Page) =>
  codeField(page).evaluate((input) => input === document.activeElement);

/** No axe violation, and nothing scrolls sideways. */
export async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** On the security page, starts the set-up and reads the key shown for typing by hand. */
export async function startSetUp(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/dashboard/seguranca`);
  await factorSection(page)
    .getByRole('button', { name: 'Ativar verificação em duas etapas' })
    .click();
  const qrCode = factorSection(page).getByRole('img', {
    name: 'QR code para adicionar a sua conta Legacy ao aplicativo autenticador',
  });
  await qrCode.waitFor();
  expect(await qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const shownKey = await factorSection(page).locator('code').textContent();
  expect(shownKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  return shownKey!.replaceAll(' ', '');
}

/** Turns the second factor on with a first code of the key shown: the key. */
export async function turnOn(page: Page, siteUrl: string) {
  const secret = await startSetUp(page, siteUrl);
  await codeField(page).fill(codeFor(secret));
  await factorSection(page).getByRole('button', { name: 'Confirmar e ativar' }).click();
  await toast(page, 'Verificação em duas etapas ativada.').waitFor();
  await factorSection(page)
    .getByText(/^Ativada em \d+ de \S+ de \d{4}\.$/)
    .waitFor();
  return secret;
}

/** Signs out from a client page and signs in again with the password: the code is asked. */
export async function signInAgain(page: Page, siteUrl: string, account: Credentials) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL(`${siteUrl}/`);
  await submitSignIn(page, siteUrl, account);
  await page.waitForURL(`${siteUrl}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' }).waitFor();
}
