/**
 * `npm run bench:web`: Lighthouse on `/`, mobile and desktop, against the built site served by our
 * server on loopback with the system Chromium. Writes the scores and timings to docs/benchmarks.md.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath } from '../tests/e2e/support/browser.ts';
import { startSite } from '../tests/e2e/support/site-server.ts';
import { ensureBuild } from '../server/src/site/ensure-build.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

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
try {
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const result = await lighthouse(
      `${site.url}/`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const scores = categories.map((category) =>
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    );
    const timings = Object.values(metrics).map((audit) => lhr.audits[audit]?.displayValue ?? '?');
    rows.push(`| ${formFactor} | ${scores.join(' | ')} | ${timings.join(' | ')} |`);
    console.log(formFactor, scores, timings);
  }
} finally {
  chrome.kill();
  await site.close();
}

writeBenchmarkSection(
  'Lighthouse on `/`',
  [
    `Measured with \`npm run bench:web\` (Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, system Chromium, loopback; mobile uses Lighthouse's simulated slow 4G and 4× CPU slowdown).`,
    '',
    `| form factor | performance | accessibility | best practices | SEO | ${Object.keys(metrics).join(' | ')} |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
