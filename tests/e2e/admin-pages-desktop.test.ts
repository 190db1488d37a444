import { describe, expect, it } from 'vitest';
import {
  consolePages,
  expectConsolePageFits,
  focusIsVisible,
  sidewaysOverflow,
  signedInConsole,
} from './support/console.ts';
import {
  homePreview,
  openEditorFromNav,
  publishFirstVersion,
  section,
} from './support/content-editor.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();
const staffPage = signedInConsole(running, { width: 1440, height: 900 });

describe('the console’s pages on a laptop', () => {
  it.each(consolePages)('$title has its own title, fits and passes axe at 1440 px', (page) =>
    expectConsolePageFits(staffPage, running.site.url, page),
  );

  it('are reached by keyboard, with the focus in sight', async () => {
    const { page } = staffPage;
    // A fresh load, so Tab starts from the top of the page.
    await page.goto(`${running.site.url}/admin/clientes`);
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    const visited: string[] = [];
    for (let step = 0; step < 8 && !visited.includes('Materiais'); step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsVisible(page)).toBe(true);
      visited.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(visited).toEqual(expect.arrayContaining(['Sair', 'Clientes', 'Agenda', 'Materiais']));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${running.site.url}/admin/materiais`);
  });
});

describe('the opening section in the console', () => {
  it('edits the main title, shows it in the preview, publishes it, and / shows it', async () => {
    const { page, context, consoleErrors } = staffPage;
    await openEditorFromNav(page, running.site.url);
    expect(await page.title()).toBe('Conteúdo — Console — Legacy');

    await section(page, 'Abertura')
      .getByLabel('Título principal')
      .fill('Legados que atravessam gerações.');
    // The preview is inert (no keyboard, no accessibility tree): found by its markup.
    await homePreview(page)
      .locator('h1', { hasText: 'Legados que atravessam gerações.' })
      .waitFor();
    await publishFirstVersion(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    const site = await context.newPage();
    await site.goto(`${running.site.url}/`);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Legados que atravessam gerações.',
    );
    expect(consoleErrors).toEqual([]);
    await site.close();
  });
});
