import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shared Chromium listens, for `chromium.connect`. */
    browserEndpoint: string;
  }
}

/**
 * The browser tests' global setup: one Chromium for every file, so a file does not wait a second or
 * two for its own to start. Each file connects to it and opens contexts of its own, which share no
 * cookies, storage or pages with another file's; they close when the file disconnects.
 */
export default async function launchSharedBrowser(project: TestProject) {
  const server = await chromium.launchServer(chromiumOptions());
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
