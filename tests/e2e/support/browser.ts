import { buffer } from 'node:stream/consumers';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { waitTimeout } from './wait-timeout.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The system Chromium, headless, with the background traffic a closed network refuses turned off.
 * Playwright hides scrollbars in headless mode; `scrollbars` shows them, as a laptop's browser does.
 */
export function chromiumOptions({ scrollbars = false } = {}): LaunchOptions {
  return {
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
  };
}

/** A Chromium of the caller's own, for what the shared one (support/browser-server.ts) is not. */
export const launchBrowser = (options: { scrollbars?: boolean } = {}): Promise<Browser> =>
  chromium.launch(chromiumOptions(options));

/**
 * A fresh context (its own storage, cookies and pages) in pt-BR with reduced motion, so no element
 * is caught half-way through a transition when a test looks at it, and with every wait's timeout.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(waitTimeout);
  return context;
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
  const context = await newContext(browser, { viewport });
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

/** A download's bytes, streamed from the browser: its file is on the shared browser's side. */
export const downloadedBytes = async (download: Download): Promise<Buffer> =>
  buffer(await download.createReadStream());
