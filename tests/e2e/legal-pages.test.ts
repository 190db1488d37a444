import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { openPage } from './support/browser.ts';
import { sidewaysOverflow } from './support/console.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser({ CONTROLLER_EMAIL: 'privacidade@legado.example.com' });

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
