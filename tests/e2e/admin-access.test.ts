import { describe, expect, it } from 'vitest';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { signIn } from './support/client-area.ts';
import { consolePages, signInNewStaff, watchScripts } from './support/console.ts';
import { consoleOnlyScripts } from './support/script-budget.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

describe('who gets into the console', () => {
  it('takes a member of the team from the sign-in screen to /admin', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signInNewStaff(page, running.site);
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    expect(await page.title()).toBe('Clientes — Console — Legacy');
    await page.goto(`${running.site.url}/auth`);
    await page.waitForURL(`${running.site.url}/admin/clientes`);
    await page.goto(`${running.site.url}/admin`);
    await page.waitForURL(`${running.site.url}/admin/clientes`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a client to /dashboard, and the client’s browser never fetches the console', async () => {
    const consoleScripts = consoleOnlyScripts();
    expect(consoleScripts.size).toBeGreaterThanOrEqual(4);
    const { page, context } = await openPage(running.browser, running.site.url);
    const fetched = watchScripts(page);
    await signIn(page, running.site.url, await createClientAccount(running.site));
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((file) => consoleScripts.has(file))).toEqual([]);

    for (const { path } of consolePages) {
      await page.goto(`${running.site.url}${path}`);
      await page.waitForURL(`${running.site.url}/dashboard`);
    }
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((file) => consoleScripts.has(file))).toEqual([]);
    await context.close();
  });

  it('sends a visitor who is not signed in to /auth', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    await page.goto(`${running.site.url}/admin/agenda`);
    await page.waitForURL(`${running.site.url}/auth`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await context.close();
  });

  it('signs the team out to the home page', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    await signInNewStaff(page, running.site);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${running.site.url}/`);
    await page.goto(`${running.site.url}/admin/clientes`);
    await page.waitForURL(`${running.site.url}/auth`);
    await context.close();
  });
});
