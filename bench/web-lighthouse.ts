/**
 * `npm run bench:web`: Lighthouse on `/`, `/auth` and every client page (signed in), mobile and
 * desktop, against the built site served by our server on loopback with the system Chromium; then
 * `/dashboard` and `/` loaded cold in turn under applied mobile throttling (cold-loads.ts). Writes
 * the scores, timings and JavaScript bytes to docs/benchmarks.md.
 */
import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/support/browser.ts';
import { createClientAccount } from '../tests/e2e/support/accounts.ts';
import { type RunningSite, startSite } from '../tests/e2e/support/site-server.ts';
import { publishSamplePhotos } from './site-photos.ts';
import { ensureBuild } from '../server/src/site/ensure-build.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { coldLoads } from './cold-loads.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
/** The client pages, measured signed in (issue #26: each of them, not only the first). */
const clientPages = [
  '/dashboard',
  '/dashboard/perfil',
  '/dashboard/agenda',
  '/dashboard/materiais',
  '/dashboard/seguranca',
] as const;
/** What is measured: `/` also with the team's photos in it (two founders and Legacy Studios). */
const pages = ['/', '/auth', ...clientPages, '/ with photos'] as const;
/** Lighthouse's own word for a trace it failed to record, which a second attempt records. */
const retryable = /Please run Lighthouse again/;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * The compressed bodies of `scripts` as the server sends them to a browser that accepts brotli:
 * Lighthouse's transfer sizes add each response's headers, which HTTP/1.1 on loopback sends whole
 * and HTTP/2 between the TLS proxy and the browser compresses.
 */
async function compressedBodies(scripts: NetworkRequest[]): Promise<number> {
  const sizes = await Promise.all(
    scripts.map(
      ({ url }) =>
        new Promise<number>((resolve, reject) => {
          // node:http, not fetch: fetch would hand back the body decompressed.
          get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve(bytes));
          }).on('error', reject);
        }),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Signs a client in inside the Chromium Lighthouse drives, so `/dashboard` is measured as a client
 * sees it: the session in local storage, as the sign-in screen leaves it.
 */
async function signInClient(site: RunningSite, port: number) {
  const account = await createClientAccount(site);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${site.url}/auth`);
  await page.locator('form button[type="submit"]').waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${site.url}/dashboard`);
  await page.close();
  await browser.close();
}

/**
 * Empties the HTTP cache (storage stays, for the signed-in session): every run is a first visit's
 * download, so the JavaScript figure is what goes over the wire.
 */
async function clearHttpCache(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

/** One Lighthouse run from an empty HTTP cache, tried again if the trace was not recorded. */
async function audit(url: string, formFactor: 'mobile' | 'desktop', attempt = 1) {
  await clearHttpCache(chrome.port);
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // The session signed in above stays for the client pages (Lighthouse clears storage otherwise).
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { runtimeError } = result.lhr;
  if (runtimeError && retryable.test(runtimeError.message) && attempt < 3) {
    return audit(url, formFactor, attempt + 1);
  }
  if (runtimeError) throw new Error(`${url} ${formFactor}: ${runtimeError.message}`);
  return result.lhr;
}

await ensureBuild();
const site = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});

const rows: string[] = [];
let cold: Awaited<ReturnType<typeof coldLoads>> = [];
try {
  for (const label of pages) {
    // `/` and `/auth` are measured as a first visit; the client pages after signing in.
    if (label === clientPages[0]) await signInClient(site, chrome.port);
    if (label === '/ with photos') await publishSamplePhotos(site);
    const path = label.split(' ')[0]!;
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const lhr = await audit(`${site.url}${path}`, formFactor);
      const scores = categories.map((category) =>
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      );
      const timings = Object.values(metrics).map((audit) => lhr.audits[audit]?.displayValue ?? '?');
      const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })
        ?.items;
      const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
      const withHeaders = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      const script = `${kilobytes(await compressedBodies(scripts))} | ${kilobytes(withHeaders)}`;
      rows.push(
        `| \`${path}\`${label === path ? '' : label.slice(path.length)} | ${formFactor} | ${scores.join(' | ')} | ${timings.join(' | ')} | ${script} |`,
      );
      console.log(label, formFactor, scores, timings, script);
    }
  }
  // Issue #26's check: the client area's home beside the landing page, in the same minutes.
  cold = await coldLoads(chrome.port, site.url, ['/dashboard', '/']);
} finally {
  chrome.kill();
  await site.close();
}

const milliseconds = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
writeBenchmarkSection(
  '`/dashboard` beside `/`, cold, under mobile throttling',
  [
    'Measured with `npm run bench:web` after the Lighthouse runs, in the same browser with the client signed in: each path loaded five times in turn from an empty HTTP cache (storage kept), with slow 4G (150 ms, 1.6 Mbit/s) and a 4× slower processor applied to the browser rather than simulated; LCP as the browser reports it once the network is quiet, median of the five.',
    '',
    '| page | LCP (median) | the five loads (ms) |',
    '| --- | --- | --- |',
    ...cold.map(
      ({ path, lcp, all }) =>
        `| \`${path}\` | ${(lcp / 1000).toFixed(2)} s | ${milliseconds(all)} |`,
    ),
  ].join('\n'),
);
console.log(cold);

writeBenchmarkSection(
  'Lighthouse on `/`, `/auth` and the client pages',
  [
    `Measured with \`npm run bench:web\` (Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, system Chromium, loopback; mobile uses Lighthouse's simulated slow 4G and 4× CPU slowdown). The client pages are measured signed in as a client, each from an empty HTTP cache. "JS" is the compressed (brotli) bodies of the scripts the page loaded, which \`tests/e2e/client-pages.test.ts\` holds under 100 KB on \`/auth\` and under 130 KB on \`/dashboard\`; "JS with headers" is Lighthouse's transfer size, which adds each response's HTTP/1.1 headers (about 0.9 KB a file on loopback; HTTP/2, which the TLS proxies of \`docs/deployment.md\` speak, sends them compressed).`,
    '',
    `| page | form factor | performance | accessibility | best practices | SEO | ${Object.keys(metrics).join(' | ')} | JS | JS with headers |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
