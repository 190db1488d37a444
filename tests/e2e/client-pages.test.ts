import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { accessTokenOf, createClientAccount, staffAccessToken } from './support/accounts.ts';
import { launchBrowser, newContext, openPage } from './support/browser.ts';
import { formReady, signIn } from './support/client-area.ts';
import { startClientPlan } from './support/plans.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

/** Issue "Client pages", item 1: JavaScript `/auth` loads, compressed on the wire. */
const SIGN_IN_SCRIPT_BUDGET_BYTES = 100_000;
/** Issue #26, item 3: JavaScript a signed-in client's `/dashboard` loads, compressed. */
const DASHBOARD_SCRIPT_BUDGET_BYTES = 130_000;

const running = runSiteAndBrowser();
const phone = { width: 390, height: 844 };

/** The files of one kind a page fetched, with their bytes as they came over the wire. */
function watchFetched(page: Page, resourceType: 'script' | 'stylesheet') {
  const fetched = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== resourceType) return;
    const { responseBodySize } = await request.sizes();
    fetched.set(new URL(request.url()).pathname, responseBodySize);
  });
  return fetched;
}

/** Layout shifts since the page started, as the browser counts them for CLS. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 200);
      }),
  );

describe('the sign-in screen, before and as its code arrives', () => {
  it('shows the form and says JavaScript is needed when it is off', async () => {
    const context = await newContext(running.browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${running.site.url}/auth`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Entrar — Legacy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Entrar');
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByLabel('Senha', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('body').innerText()).toContain(
      'Para entrar, ative o JavaScript do seu navegador',
    );
    // Nothing typed there can leave in a plain form post.
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByLabel('Senha', { exact: true }).fill('Legado#2025');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    expect(page.url()).toBe(`${running.site.url}/auth`);
    await context.close();
  });

  it(`loads at most ${SIGN_IN_SCRIPT_BUDGET_BYTES / 1000} KB of compressed JavaScript and no second copy of its stylesheet, the rest once the form is used, without a shift`, async () => {
    const { page, context, consoleErrors } = await openPage(
      running.browser,
      running.site.url,
      phone,
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const scripts = watchFetched(page, 'script');
    const stylesheets = watchFetched(page, 'stylesheet');
    await page.goto(`${running.site.url}/auth`);
    await formReady(page);
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(SIGN_IN_SCRIPT_BUDGET_BYTES);
    const fetchedLater = /\/assets\/(auth-client|submit-auth-form|toaster)-/;
    expect([...scripts.keys()].filter((file) => fetchedLater.test(file))).toEqual([]);
    // The page carries its stylesheet inline: the app does not fetch it again as it starts.
    expect([...stylesheets.keys()]).toEqual([]);
    expect(await layoutShift(page)).toBe(0);

    await page.getByLabel('Email').focus();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => [...scripts.keys()].filter((file) => fetchedLater.test(file)).length)
      .toBe(3);
    expect(consoleErrors).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it(`gives each page its own title, with no warning from the router; sends a visitor without a session from /dashboard to /auth before it paints; a client's /dashboard loads at most ${DASHBOARD_SCRIPT_BUDGET_BYTES / 1000} KB of JavaScript`, async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const painted: string[] = [];
    await page.exposeFunction('reportPaint', (path: string) => painted.push(path));
    await page.addInitScript(() =>
      new PerformanceObserver(() =>
        (window as unknown as { reportPaint(path: string): void }).reportPaint(location.pathname),
      ).observe({ type: 'paint' }),
    );
    await page.goto(`${running.site.url}/dashboard`);
    await formReady(page);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(painted).not.toContain('/dashboard');

    for (const [path, title] of [
      ['/auth', 'Entrar — Legacy'],
      ['/auth?mode=reset', 'Redefinir senha — Legacy'],
      ['/pagina-que-nao-existe', 'Página não encontrada — Legacy'],
    ] as const) {
      await page.goto(`${running.site.url}${path}`);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    await signIn(page, running.site.url, await createClientAccount(running.site));
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(await page.title()).toBe('Área do Cliente — Legacy');
    // A first visit's download, with the session stored: nothing from the cache.
    await (
      await context.newCDPSession(page)
    ).send('Network.setCacheDisabled', {
      cacheDisabled: true,
    });
    const scripts = watchFetched(page, 'script');
    await page.reload();
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(await layoutShift(page)).toBe(0);
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(DASHBOARD_SCRIPT_BUDGET_BYTES);
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    await context.close();
  });

  it('sends /dashboard already drawn for a client with a stored session, its e-mail to come', async () => {
    const context = await newContext(running.browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${running.site.url}/dashboard`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Área do Cliente');
    expect(await page.getByRole('button', { name: 'Sair' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Próximos Passos' }).isVisible()).toBe(true);
    await context.close();
  });

  it('takes /dashboard over without a shift on a laptop whose scrollbar appears with the content', async () => {
    const browser = await launchBrowser({ scrollbars: true });
    try {
      const { page, consoleErrors } = await openPage(browser, running.site.url, {
        width: 1350,
        height: 940,
      });
      await signIn(page, running.site.url, await createClientAccount(running.site));
      await page.reload();
      await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
      // The content has grown past the window: on this browser, a scrollbar takes room beside it.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollHeight > document.documentElement.clientHeight,
        ),
      ).toBe(true);
      expect(await layoutShift(page)).toBe(0);
      // The prerendered page was taken over as it was drawn: no hydration mismatch reported.
      expect(consoleErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("shows a client their plan: the dashboard's panel, then the timeline within a phone's width", async () => {
    const account = await createClientAccount(running.site);
    const user = (await (
      await fetch(`${running.site.url}/auth/v1/user`, {
        headers: {
          apikey: running.site.anonKey,
          authorization: `Bearer ${await accessTokenOf(running.site, account)}`,
        },
      })
    ).json()) as { id: string };
    const staff = await staffAccessToken(running.site);
    await startClientPlan(running.site, staff, user.id);

    const { page, context, consoleErrors } = await openPage(
      running.browser,
      running.site.url,
      phone,
    );
    await signIn(page, running.site.url, account);
    const panel = page.getByRole('region', { name: 'Seu plano de legado' });
    await panel.getByText('Primeira conversa').waitFor();
    await panel.getByRole('link', { name: 'Ver o plano completo' }).click();
    await page.getByRole('heading', { level: 4, name: 'Relatório do diagnóstico' }).waitFor();
    await page.getByRole('button', { name: 'Concluir “Primeira conversa”' }).click();
    await page.getByRole('heading', { name: 'Concluir “Primeira conversa”' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
