import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { openPage } from './support/browser.ts';
import { sidewaysOverflow } from './support/console.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

// One site for both: the controller's address changes only the legal pages.
const running = runSiteAndBrowser({ CONTROLLER_EMAIL: 'privacidade@legado.example.com' });
const phone = { width: 390, height: 844 };

describe('the legal pages in a browser', () => {
  it('are reached from the footer of /, and read without JavaScript', async () => {
    const { site, browser } = running;
    const { page, context, consoleErrors } = await openPage(browser, site.url);
    await page.goto(site.url);
    await page.getByRole('link', { name: 'Política de Privacidade' }).click();
    await page.waitForURL(`${site.url}/privacidade`);
    expect(await page.title()).toBe('Política de Privacidade — Legacy');
    expect(
      await page.getByRole('link', { name: 'privacidade@legado.example.com' }).getAttribute('href'),
    ).toBe('mailto:privacidade@legado.example.com');
    // The pages share the landing page's template, and with it the phone menu's few lines.
    expect(
      await page
        .locator('script[src]')
        .evaluateAll((scripts) =>
          scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname),
        ),
    ).toEqual([expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/)]);
    await page.getByRole('link', { name: 'Termos de Uso' }).click();
    await page.waitForURL(`${site.url}/termos`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Termos de Uso',
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('are linked from the sign-in screen', async () => {
    const { site, browser } = running;
    const { page, context } = await openPage(browser, site.url);
    await page.goto(`${site.url}/auth`);
    await page
      .getByRole('navigation', { name: 'Documentos legais' })
      .getByRole('link', { name: 'Termos de Uso' })
      .click();
    await page.waitForURL(`${site.url}/termos`);
    await context.close();
  });

  for (const width of [390, 1440]) {
    it(`fit ${width} px with no accessibility violations`, async () => {
      const { site, browser } = running;
      const { page, context } = await openPage(browser, site.url);
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/termos', '/privacidade']) {
        const response = await page.goto(`${site.url}${path}`);
        expect(response?.status()).toBe(200);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await accessibilityViolations(page)).toEqual([]);
      }
      await context.close();
    });
  }
});

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

  it('carries the brand on a phone: the logo home, the display face, nothing wider than the screen', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, phone);
    await page.goto(`${running.site.url}/nao-existe`);
    const heading = page.getByRole('heading', { name: '404' });
    await expect.poll(() => heading.isVisible()).toBe(true);
    await page.evaluate(() => document.fonts.ready);

    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Fraunces Variable"/,
    );
    expect(await page.getByRole('banner').getByRole('img', { name: 'Legacy' }).isVisible()).toBe(
      true,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a page whose code cannot be loaded', () => {
  it('shows the router error page in the brand frame, the error text wrapped to the screen', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, phone);
    await page.route(/\/assets\/auth-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${running.site.url}/auth`);

    const heading = page.getByRole('heading', { name: 'Unexpected Application Error!' });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await page.getByText(/auth-page-[^/]+\.js/).isVisible()).toBe(true);
    const home = page.getByRole('banner').getByRole('link', { name: 'Legacy' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
