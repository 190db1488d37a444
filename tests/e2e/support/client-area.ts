import type { Page } from 'playwright-core';
import { createClientAccount } from './accounts.ts';
import type { RunningSite } from './site-server.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** A toast with this text in it. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

export const clientNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Páginas da área do cliente' });

/**
 * The prerendered sign-in form shows before its code has taken over; it can be sent once the
 * button is a submit button.
 */
export const formReady = (page: Page) => page.locator('form button[type="submit"]').waitFor();

/** Fills and sends the sign-in form on `/auth`; the caller waits for what should follow. */
export async function submitSignIn(page: Page, siteUrl: string, account: Credentials) {
  await page.goto(`${siteUrl}/auth`);
  await formReady(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Signs in and waits for the dashboard. */
export async function signIn(page: Page, siteUrl: string, account: Credentials) {
  await submitSignIn(page, siteUrl, account);
  await page.waitForURL(`${siteUrl}/dashboard`);
}

/** Signs in as a client account made for the test and waits for the dashboard. */
export async function signInNewClient(page: Page, site: RunningSite) {
  await signIn(page, site.url, await createClientAccount(site));
}

/** The security page's list of the account's sessions. */
export const sessionList = (page: Page) => page.getByRole('list', { name: 'Sessões da sua conta' });

/** Opens `/dashboard/seguranca` and waits for its sessions. */
export async function openSecurity(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/dashboard/seguranca`);
  await sessionList(page).waitFor();
}

/** Waits for the seed's answer to a wrong address or password. */
export const wrongSignIn = (page: Page) => toast(page, 'Email ou senha incorretos.').waitFor();
