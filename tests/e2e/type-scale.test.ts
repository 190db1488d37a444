import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInNewClient } from './support/client-area.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();
const widths = [390, 1440];

interface ShownText {
  text: string;
  /** px */
  size: number;
  /** The text sits in a list item of the page's content (not the footer's fine print). */
  listed: boolean;
}

/** Every piece of text on screen, with the size it is drawn at. */
function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(`(() => {
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent.trim();
      const element = walker.currentNode.parentElement;
      if (!text || !element.checkVisibility() || element.closest('.sr-only')) continue;
      texts.push({
        text,
        size: Number.parseFloat(getComputedStyle(element).fontSize),
        listed: Boolean(element.closest('main li')),
      });
    }
    return texts;
  })()`);
}

/** The height of every heading on the page, in order. */
const headingHeights = (page: Page) =>
  page
    .locator('h1, h2, h3')
    .evaluateAll((headings) =>
      headings.map((heading) => Math.round(heading.getBoundingClientRect().height)),
    );

/** Sentences, as opposed to labels, eyebrows and captions. */
const isProse = ({ text }: ShownText) => text.length > 80;

describe('the type scale', () => {
  it.each(widths)(
    'sets the landing page at %i px: prose at 16 px or more, lists at 15, nothing under 13',
    async (width) => {
      const { page, context } = await openPage(running.browser, running.site.url, {
        width,
        height: 900,
      });
      await page.goto(running.site.url);
      const texts = await shownTexts(page);

      expect(texts.filter(isProse).length).toBeGreaterThan(5);
      expect(texts.filter((text) => isProse(text) && text.size < 16)).toEqual([]);
      expect(texts.filter((text) => text.listed && text.size < 15)).toEqual([]);
      expect(texts.filter((text) => text.size < 13)).toEqual([]);
      await context.close();
    },
  );

  it('sets the client area on a phone: prose at 15 px or more, nothing under 13', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signInNewClient(page, running.site);
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    const texts = await shownTexts(page);

    expect(texts.filter(isProse).length).toBeGreaterThan(2);
    expect(texts.filter((text) => isProse(text) && text.size < 15)).toEqual([]);
    expect(texts.filter((text) => text.size < 13)).toEqual([]);
    await context.close();
  });

  it.each(widths)(
    'keeps every heading of the landing page on its lines at %i px when the display face arrives late',
    async (width) => {
      const viewport = { width, height: 900 };
      const late = await openPage(running.browser, running.site.url, viewport);
      await late.page.route(/fraunces-[^/]+\.woff2$/, (route) => route.abort());
      await late.page.goto(running.site.url);
      const withFallback = await headingHeights(late.page);
      await late.context.close();

      const { page, context } = await openPage(running.browser, running.site.url, viewport);
      await page.goto(running.site.url);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('500 48px "Fraunces Variable"'))).toBe(
        true,
      );
      expect(await headingHeights(page)).toEqual(withFallback);
      await context.close();
    },
  );
});
