import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { newContext, openPage } from './support/browser.ts';
import { focusIsVisible } from './support/console.ts';
import { initialScriptSizes } from './support/script-budget.ts';
import { connectBrowser } from './support/site-and-browser.ts';
import { type RunningSite, startSite } from './support/site-server.ts';

const CONTACT_URL = 'https://wa.me/5511987654321';
/** Issue "Public site", item 8: JavaScript loaded by `/` on first visit, gzip. */
const LANDING_SCRIPT_BUDGET_BYTES = 70_000;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ CONTACT_URL }), connectBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the landing page in a browser', () => {
  it('shows the sections in the seed order, requesting nothing from other hosts', async () => {
    const { page, context, foreignRequests, consoleErrors } = await openPage(browser, site.url);
    const response = await page.goto(site.url);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1, h2').allTextContents()).toEqual([
      'Do ego ao legado.',
      'O que sustenta um legado',
      'Quem Somos',
      'Nossas Soluções',
      'Seu legado começa com uma conversa.',
      'Soluções',
      'Empresa',
    ]);
    expect(await page.title()).not.toBe('');
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens every contact and schedule button in a new tab on the configured link', async () => {
    const { page, context } = await openPage(browser, site.url);
    await page.goto(site.url);
    for (const name of ['Entrar em Contato', 'Agendar Conversa']) {
      const link = page.getByRole('link', { name });
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(CONTACT_URL);
      expect(href.searchParams.get('text')).toMatch(/^Olá! /);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Agendar Conversa' }).click(),
    ]);
    expect(popup).toBeDefined();
    await context.close();
  });

  it('takes the visitor to the sign-in screen from "Área do Cliente"', async () => {
    const { page, context } = await openPage(browser, site.url);
    await page.goto(site.url);
    await page.getByRole('link', { name: 'Área do Cliente' }).click();
    await page.waitForURL(`${site.url}/auth`);
    await context.close();
  });

  it('reads completely with JavaScript turned off', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url);
    const text = await page.locator('body').innerText();
    for (const expected of [
      'Entrar em Contato',
      'Posicionamento autêntico',
      'Quem Somos',
      'Legacy Education',
      'Agendar Conversa',
      'Termos de Uso',
    ]) {
      expect(text).toContain(expected);
    }
    await context.close();
  });

  it(`loads at most ${LANDING_SCRIPT_BUDGET_BYTES / 1000} KB of gzip JavaScript, and no auth code`, async () => {
    const { page, context } = await openPage(browser, site.url);
    const requestedScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        requestedScripts.push(new URL(request.url()).pathname.slice(1));
    });
    const html = await (await page.goto(site.url))!.text();
    await page.waitForLoadState('networkidle');

    const budgeted = initialScriptSizes(html);
    const total = [...budgeted.values()].reduce((sum, size) => sum + size, 0);
    expect(total).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
    expect(requestedScripts.every((file) => budgeted.has(file))).toBe(true);
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('sb-'))),
    ).toBe(false);
    await context.close();
  });

  for (const width of [320, 390, 768, 1440, 1920]) {
    it(`fits a ${width} px wide screen without horizontal scrolling`, async () => {
      const { page, context } = await openPage(browser, site.url, { width, height: 900 });
      await page.goto(site.url);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`has no accessibility violations at ${viewport.width} px`, async () => {
      const { page, context } = await openPage(browser, site.url, viewport);
      await page.goto(site.url);
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('gives the sections a menu on a phone, by keyboard, that closes on Escape and on a choice', async () => {
    const { page, context } = await openPage(browser, site.url, { width: 390, height: 844 });
    await page.goto(site.url);
    const cdp = await context.newCDPSession(page);
    // The browser's own word on the button: its role and whether it is expanded.
    const menuButton = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const node = nodes.find((candidate) => candidate.name?.value === 'Menu');
      const expanded = node?.properties?.find((property) => property.name === 'expanded');
      return { role: node?.role?.value, expanded: expanded?.value.value };
    };
    const sections = page.getByRole('navigation', { name: 'Seções da página' });
    expect(await menuButton()).toEqual({ role: 'DisclosureTriangle', expanded: false });
    expect(await sections.isVisible()).toBe(false);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await menuButton()).toEqual({ role: 'DisclosureTriangle', expanded: true });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Abordagem');
    await page.keyboard.press('Escape');
    expect(await menuButton()).toMatchObject({ expanded: false });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');

    await page.keyboard.press('Enter');
    await sections.getByRole('link', { name: 'Quem Somos' }).click();
    await page.waitForURL(`${site.url}/#quem-somos`);
    expect(await menuButton()).toMatchObject({ expanded: false });
    expect(await sections.isVisible()).toBe(false);
    await context.close();
  });

  it('can be used by keyboard, with a visible focus ring', async () => {
    const { page, context } = await openPage(browser, site.url);
    await page.goto(site.url);
    // The logo, the sections' navigation, then the client area: each with its focus ring.
    const visited: string[] = [];
    while (visited.at(-1) !== 'Área do Cliente' && visited.length < 8) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return { text: element.textContent, outline: getComputedStyle(element).outlineStyle };
      });
      expect(focused.outline, focused.text ?? '').not.toBe('none');
      visited.push(focused.text ?? '');
    }
    expect(visited).toEqual([
      'Legacy',
      'Abordagem',
      'Quem Somos',
      'Soluções',
      'Contato',
      'Área do Cliente',
    ]);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/auth`);
    await context.close();
  });
});
