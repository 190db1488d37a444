import { describe, it } from 'vitest';
import { consolePages, expectConsolePageFits, signedInConsole } from './support/console.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();
const staffPage = signedInConsole(running, { width: 390, height: 844 });

describe('the console’s pages on a phone', () => {
  it.each(consolePages)('$title has its own title, fits and passes axe at 390 px', (page) =>
    expectConsolePageFits(staffPage, running.site.url, page),
  );
});
