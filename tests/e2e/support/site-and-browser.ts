import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningSite, startSite } from './site-server.ts';

export interface SiteAndBrowser {
  site: RunningSite;
  browser: Browser;
}

/**
 * Starts the site (with `environment`) and a browser before a file's tests and closes both after
 * them; the tests read `site` and `browser` once they run.
 */
export function runSiteAndBrowser(environment?: Record<string, string>): SiteAndBrowser {
  const running: Partial<SiteAndBrowser> = {};
  beforeAll(async () => {
    [running.site, running.browser] = await Promise.all([startSite(environment), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.close();
  });
  return running as SiteAndBrowser;
}
