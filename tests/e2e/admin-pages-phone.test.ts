import { describe, expect, it } from 'vitest';
import {
  consoleNav,
  consolePages,
  expectConsolePageFits,
  signedInConsole,
} from './support/console.ts';
import { homePreview, openEditorFromNav, section } from './support/content-editor.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();
const phone = { width: 390, height: 844 };
const staffPage = signedInConsole(running, phone);
/** The page's side margin on a phone (`px-5`). */
const margin = 20;

describe('the console’s pages on a phone', () => {
  it.each(consolePages)('$title has its own title, fits and passes axe at 390 px', (page) =>
    expectConsolePageFits(staffPage, running.site.url, page),
  );

  it('keeps "Sair" inside the page’s margin', async () => {
    const { page } = staffPage;
    const box = await page.getByRole('button', { name: 'Sair' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width - margin);
  });

  it('shows each interval of the hours, start, end and its removal, on one row', async () => {
    const { page } = staffPage;
    await consoleNav(page).getByRole('link', { name: 'Agenda' }).click();
    const monday = page.getByRole('group', { name: 'Semana' }).getByRole('listitem').first();
    const interval = monday.getByRole('listitem').first();
    const boxes = await Promise.all(
      [
        interval.locator('input').first(),
        interval.locator('input').last(),
        interval.getByRole('button', { name: /^Remover o intervalo 1/ }),
      ].map(async (part) => (await part.boundingBox())!),
    );
    const centres = boxes.map((box) => box.y + box.height / 2);
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(1);
    const removal = boxes[2]!;
    expect(removal.x + removal.width).toBeLessThanOrEqual(phone.width - margin);
  });

  // The content editor's fit and axe on a phone are the 'Conteúdo' check above.
  it('keeps "Publicar" in reach down the content form, and the preview on the founders being edited', async () => {
    const { page } = staffPage;
    await openEditorFromNav(page, running.site.url);
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
  });
});

/** The element is within the window's height (the page did not jump elsewhere). */
function isOnScreen(element: Element) {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}
