import type { Page } from 'playwright-core';
import { createStaffAccount } from './accounts.ts';
import { submitSignIn } from './client-area.ts';
import type { RunningSite } from './site-server.ts';

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
