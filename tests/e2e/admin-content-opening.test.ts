import { describe, expect, it } from 'vitest';
import { sidewaysOverflow } from './support/console.ts';
import {
  homePreview,
  openContentEditor,
  publishFirstVersion,
  section,
} from './support/content-editor.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

describe('the opening section in the console', () => {
  it('edits the main title, shows it in the preview, publishes it, and / shows it', async () => {
    const { page, context, consoleErrors } = await openContentEditor(running, {
      width: 1440,
      height: 900,
    });
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
    await context.close();
  });
});
