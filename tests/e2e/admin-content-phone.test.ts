import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { sidewaysOverflow } from './support/console.ts';
import { homePreview, openContentEditor, section } from './support/content-editor.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

const phone = { width: 390, height: 844 };

describe('the content editor on a phone', () => {
  it('fits a phone and passes axe, the preview below the form', async () => {
    const { page, context } = await openContentEditor(running, phone);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps "Publicar" in reach down the form, and the preview on the founders being edited', async () => {
    const { page, context } = await openContentEditor(running, phone);
    const founderName = section(page, 'Quem somos').getByLabel('Nome').first();
    await founderName.focus();
    await founderName.fill('Helena D.');

    await expect.poll(() => founderName.evaluate(isOnScreen)).toBe(true);
    const publish = section(page, 'Publicação').getByRole('button', { name: 'Publicar' });
    expect(await publish.evaluate(isOnScreen)).toBe(true);
    // The preview is laid out at a phone's width, scrolled to the founders.
    const frame = homePreview(page).locator(':root');
    expect(await frame.evaluate(() => window.innerWidth)).toBe(390);
    await expect
      .poll(() =>
        frame.evaluate(() => document.getElementById('quem-somos')!.getBoundingClientRect().top),
      )
      .toBeLessThan(50);
    await context.close();
  });
});

/** The element is within the window's height (the page did not jump elsewhere). */
function isOnScreen(element: Element) {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}
