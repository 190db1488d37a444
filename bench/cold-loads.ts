import { chromium } from 'playwright-core';

/** Lighthouse's mobile profile, applied to the browser rather than simulated: slow 4G, 4× CPU. */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;
const phone = { width: 412, height: 823 };

/** The largest contentful paint the browser reported for the page, in ms (run in the page). */
const largestPaint = `new Promise((resolve) =>
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  }),
)`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Loads each path `rounds` times in turn (so a busy moment of the machine falls on both), from an
 * empty HTTP cache with the browser's storage kept (the signed-in session), under applied mobile
 * throttling, and reads each load's LCP once the network is quiet. Answers the median per path.
 */
export async function coldLoads(cdpPort: number, siteUrl: string, paths: string[], rounds = 5) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const context = browser.contexts()[0]!;
  const timings = new Map<string, number[]>(paths.map((path) => [path, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const path of paths) {
        const page = await context.newPage();
        await page.setViewportSize(phone);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', slow4g);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
        if (new URL(page.url()).pathname !== path) throw new Error(`${path} went to ${page.url()}`);
        timings.get(path)!.push(await page.evaluate<number>(largestPaint));
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return paths.map((path) => ({ path, lcp: median(timings.get(path)!), all: timings.get(path)! }));
}
