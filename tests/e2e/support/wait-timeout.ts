/**
 * How long one wait in a browser test (an element, a navigation, a download, a poll) may take: a
 * quarter of a test's time, so a wait that never ends fails by its own name before the test's
 * timeout ends the test without one. Set once: on every context (support/browser.ts) and on
 * `expect.poll` (vitest.config.ts).
 */
export const waitTimeout = 15_000;
