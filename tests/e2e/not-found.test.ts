import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { openPage } from './support/browser.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

describe('an unknown path', () => {
  it('answers 404, shows the not-found page and logs the path', async () => {
    const { page, consoleErrors, foreignRequests, context } = await openPage(
      running.browser,
      running.site.url,
    );
    const response = await page.goto(`${running.site.url}/nao-existe`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    expect(await page.getByText('Oops! Page not found').isVisible()).toBe(true);
    expect(consoleErrors.some((line) => line.includes('/nao-existe'))).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${running.site.url}/`);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});
