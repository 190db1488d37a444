import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { sidewaysOverflow } from './support/console.ts';
import { openContentEditor } from './support/content-editor.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

describe('the content editor on a phone', () => {
  it('fits a phone and passes axe, the preview below the form', async () => {
    const { page, context } = await openContentEditor(running, { width: 390, height: 844 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
