import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type RunningSite, startSite } from './site-server.ts';

export interface SiteAndBrowser {
  site: RunningSite;
  browser: Browser;
}

/** The Chromium the global setup started (support/browser-server.ts), connected to anew. */
export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'));

/**
 * Starts the site (with `environment`, its own data folder) and connects to the shared browser
 * before a file's tests, and closes both after them; the tests read `site` and `browser` once they
 * run.
 */
export function runSiteAndBrowser(environment?: Record<string, string>): SiteAndBrowser {
  const running: Partial<SiteAndBrowser> = {};
  beforeAll(async () => {
    [running.site, running.browser] = await Promise.all([startSite(environment), connectBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.close();
  });
  return running as SiteAndBrowser;
}
