import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The system Chromium, headless, with the background traffic a closed network refuses turned off.
 * Playwright hides scrollbars in headless mode; `scrollbars` shows them, as a laptop's browser does.
 */
export function launchBrowser({ scrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    ignoreDefaultArgs: scrollbars ? ['--hide-scrollbars'] : [],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Every request the page made to a host other than the site's. */
  foreignRequests: string[];
  consoleErrors: string[];
}

/** Opens a page that records foreign requests (and refuses them) and console errors. */
export async function openPage(
  browser: Browser,
  siteUrl: string,
  viewport = { width: 1440, height: 900 },
): Promise<WatchedPage> {
  // Reduced motion: no element is caught half-way through a transition when a test looks at it.
  const context = await browser.newContext({ viewport, locale: 'pt-BR', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const siteOrigin = new URL(siteUrl).origin;
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || new URL(url).origin === siteOrigin) return route.continue();
    foreignRequests.push(url);
    return route.abort();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, context, foreignRequests, consoleErrors };
}
