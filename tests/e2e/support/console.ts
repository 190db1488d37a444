import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { accessibilityViolations } from './accessibility.ts';
import { createStaffAccount } from './accounts.ts';
import { openPage, type WatchedPage } from './browser.ts';
import { submitSignIn } from './client-area.ts';
import type { SiteAndBrowser } from './site-and-browser.ts';
import type { RunningSite } from './site-server.ts';

/** The console's pages, in the order of its navigation. */
export const consolePages = [
  { path: '/admin/clientes', title: 'Clientes' },
  { path: '/admin/agenda', title: 'Agenda' },
  { path: '/admin/planos', title: 'Planos' },
  { path: '/admin/materiais', title: 'Materiais' },
  { path: '/admin/mensagens', title: 'Mensagens' },
  { path: '/admin/conteudo', title: 'Conteúdo' },
  { path: '/admin/registro', title: 'Registro' },
];

export const consoleNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Páginas do console da equipe' });

/** Signs in as a member of the team made for the test, and waits for the console: its account. */
export async function signInNewStaff(page: Page, site: RunningSite) {
  const staff = await createStaffAccount(site);
  await submitSignIn(page, site.url, staff);
  await page.waitForURL(`${site.url}/admin/clientes`);
  return staff;
}

/** The scripts the page fetches from now on, by their path on the site (`assets/…`). */
export function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  return scripts;
}

/** How much wider than the window the page is: 0 when nothing scrolls sideways. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The element that has the keyboard shows it: an outline of at least 2 px. */
export const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
  });

/**
 * A page signed in as a member of the team, at `viewport`, for a file's tests to share (each
 * leaves the page where another can start from it); opened before them and closed after them.
 */
export function signedInConsole(
  running: SiteAndBrowser,
  viewport: { width: number; height: number },
): WatchedPage {
  const shared: Partial<WatchedPage> = {};
  beforeAll(async () => {
    Object.assign(shared, await openPage(running.browser, running.site.url, viewport));
    await signInNewStaff(shared.page!, running.site);
  });
  afterAll(() => shared.context?.close());
  return shared as WatchedPage;
}

/**
 * Goes to one of the console's pages through its navigation and checks it as a person would see
 * it: its own title, nothing wider than the window, no axe violation, no error in the console.
 */
export async function expectConsolePageFits(
  { page, consoleErrors }: WatchedPage,
  siteUrl: string,
  { path, title }: (typeof consolePages)[number],
) {
  await consoleNav(page).getByRole('link', { name: title }).click();
  await page.waitForURL(`${siteUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"]'));
  expect(await page.title()).toBe(`${title} — Console — Legacy`);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}
