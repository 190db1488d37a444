import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations } from './support/accessibility.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site-server.ts';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('an unknown path', () => {
  it('answers 404, shows the not-found page and logs the path', async () => {
    const { page, consoleErrors, foreignRequests, context } = await openPage(browser, site.url);
    const response = await page.goto(`${site.url}/nao-existe`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    expect(await page.getByText('Oops! Page not found').isVisible()).toBe(true);
    expect(consoleErrors.some((line) => line.includes('/nao-existe'))).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${site.url}/`);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});
