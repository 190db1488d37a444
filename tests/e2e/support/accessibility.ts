import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { run, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const wcagAndBestPractice: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Each frame is checked on its own, below.
  iframes: false,
};

// What axe asks of the page as a whole (its title, language, landmarks, first heading): a frame
// inside it is not asked again, as in one run over the page and its frames.
const pageRules = [
  'aria-hidden-body',
  'bypass',
  'document-title',
  'html-has-lang',
  'landmark-one-main',
  'meta-refresh',
  'meta-viewport',
  'meta-viewport-large',
  'page-has-heading-one',
  'region',
];
const inAFrame: RunOptions = {
  ...wcagAndBestPractice,
  rules: Object.fromEntries(pageRules.map((rule) => [rule, { enabled: false }])),
};

/** The frame's violations, each node named by its selector in that frame. */
async function frameViolations(frame: Frame, options: RunOptions) {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  return frame.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run: typeof run } };
    const results = await axe.run(document, options);
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
}

/**
 * Runs axe (WCAG 2.x A and AA rules, and best practices) in the page and in each of its frames (the
 * content editor's preview), and returns the violations, summarised for a readable failure. axe-core
 * is loaded through the browser's protocol, which the pages' Content-Security-Policy does not
 * govern, once per document: the Playwright wrapper opened a page of its own for every check, about
 * three times the work.
 */
export async function accessibilityViolations(page: Page) {
  // Contrast is judged on what a person reads: toasts that have finished appearing.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => getComputedStyle(toast).opacity === '1',
    ),
  );
  const [main, ...frames] = page.frames();
  const inFrames = await Promise.all(frames.map((frame) => frameViolations(frame, inAFrame)));
  return [
    ...(await frameViolations(main!, wcagAndBestPractice)),
    ...inFrames.flat().map((violation) => ({
      ...violation,
      targets: violation.targets.map((target) => `iframe » ${target}`),
    })),
  ];
}
