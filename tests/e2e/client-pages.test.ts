import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { createClientAccount } from './support/accounts.ts';
import { launchBrowser, newContext, openPage } from './support/browser.ts';
import { formReady, signIn, submitSignIn, toast } from './support/client-area.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';
import { startSite } from './support/site-server.ts';

/** Issue "Client pages", item 1: JavaScript `/auth` loads, compressed on the wire. */
const SIGN_IN_SCRIPT_BUDGET_BYTES = 100_000;

// Two wrong passwords lock an address here (10 by default): the message is the same.
const running = runSiteAndBrowser({ RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '2' });
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

const retryAfterOf = async (response: Promise<Response>) =>
  Number((await response).headers()['retry-after']);

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
    await page.getByRole('button', { name: 'Entrar' }).click();
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

  it('gives each page its own title, with no warning from the router', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    for (const [path, title] of [
      ['/auth', 'Entrar — Legacy'],
      ['/auth?mode=reset', 'Redefinir senha — Legacy'],
      ['/pagina-que-nao-existe', 'Página não encontrada — Legacy'],
    ] as const) {
      await page.goto(`${running.site.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await page.title(), path).toBe(title);
    }
    await signIn(page, running.site.url, await createClientAccount(running.site));
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(await page.title()).toBe('Área do Cliente — Legacy');
    await page.reload();
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    expect(await layoutShift(page)).toBe(0);
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    await context.close();
  });

  it('sends /dashboard with its header already drawn', async () => {
    const context = await newContext(running.browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${running.site.url}/dashboard`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Área do Cliente');
    expect(await page.getByRole('button', { name: 'Sair' }).isVisible()).toBe(true);
    expect(await page.getByText('Carregando...').isVisible()).toBe(true);
    await context.close();
  });

  it('takes /dashboard over without a shift on a laptop whose scrollbar appears with the content', async () => {
    const browser = await launchBrowser({ scrollbars: true });
    try {
      const { page } = await openPage(browser, running.site.url, { width: 1350, height: 940 });
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
    } finally {
      await browser.close();
    }
  });
});

describe('errors that say what to do', () => {
  it('marks a refused field beside it and moves the focus there', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, phone);
    await page.goto(`${running.site.url}/auth`);
    await formReady(page);
    await page.getByLabel('Email').fill('nao-e-um-email');
    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await toast(page, 'Email inválido').waitFor();
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    const describedBy = (await email.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Email inválido');
    expect(await page.getByLabel('Senha', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('says how many minutes a locked address waits, from Retry-After', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    const account = await createClientAccount(running.site);
    for (let attempt = 0; attempt < 2; attempt++) {
      await submitSignIn(page, running.site.url, { ...account, password: 'senha-errada' });
      await toast(page, 'Email ou senha incorretos.').waitFor();
    }
    const locked = page.waitForResponse(
      (response) => response.url().includes('/auth/v1/token') && response.status() === 429,
    );
    await page.getByRole('button', { name: 'Entrar' }).click();
    const minutes = Math.ceil((await retryAfterOf(locked)) / 60);
    const expected = `Muitas tentativas. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
    await toast(page, expected).waitFor();
    await context.close();
  });

  it('says how many seconds until another reset e-mail can be asked for', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    const account = await createClientAccount(running.site);
    await page.goto(`${running.site.url}/auth?mode=reset`);
    await formReady(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Email enviado!').waitFor();
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await page.getByLabel('Email').fill(account.email);
    const tooSoon = page.waitForResponse(
      (response) => response.url().includes('/auth/v1/recover') && response.status() === 429,
    );
    await page.getByRole('button', { name: 'Enviar' }).click();
    const seconds = await retryAfterOf(tooSoon);
    await toast(
      page,
      `Acabamos de enviar um email para este endereço. Aguarde ${seconds} segundos para pedir outro.`,
    ).waitFor();
    await context.close();
  });

  it('says the server cannot be reached when it is stopped, or answers 503', async () => {
    const site = await startSite();
    const { page, context } = await openPage(running.browser, site.url);
    const account = await createClientAccount(site);
    await page.goto(`${site.url}/auth`);
    await formReady(page);
    await page.route('**/auth/v1/token**', (route) =>
      route.fulfill({ status: 503, headers: { 'retry-after': '1' }, body: '{}' }),
    );
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const noConnection = 'Sem conexão com o servidor. Verifique sua internet e tente de novo.';
    await toast(page, noConnection).waitFor();
    await page.unroute('**/auth/v1/token**');
    await page.getByRole('button', { name: 'Fechar notificação' }).click();
    await toast(page, noConnection).waitFor({ state: 'detached' });

    await page.waitForLoadState('networkidle');
    await site.close();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await toast(page, noConnection).waitFor();
    expect(await toast(page, 'Ocorreu um erro').count()).toBe(0);
    await context.close();
  });

  it('keeps an error on screen for at least 6 seconds unless it is closed', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    await page.clock.install();
    await page.goto(`${running.site.url}/auth`);
    await formReady(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const refused = toast(page, 'Email inválido');
    await refused.waitFor();
    await page.clock.runFor(6_500);
    expect(await refused.isVisible()).toBe(true);
    await page.clock.runFor(3_000);
    await refused.waitFor({ state: 'detached' });
    await context.close();
  });

  it('never covers the header or its "Sair" on a phone', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, phone);
    await signIn(page, running.site.url, await createClientAccount(running.site));
    const shown = toast(page, 'Login realizado!');
    await shown.waitFor();
    const toastBox = (await shown.boundingBox())!;
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    const signOut = page.getByRole('button', { name: 'Sair' });
    const box = (await signOut.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe('Sair');
    await context.close();
  });
});

/** The access token of the session this page holds. */
const storedAccessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
  });

/** What the server answers `GET /user` with a session's access token: 200 while it lives. */
const userStatusWith = async (token: string) =>
  (
    await fetch(`${running.site.url}/auth/v1/user`, {
      headers: { apikey: running.site.anonKey, authorization: `Bearer ${token}` },
    })
  ).status;

describe('signing out', () => {
  it('always signs out: with the server unreachable it ends here, says so, and revokes on the next visit', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    await signIn(page, running.site.url, await createClientAccount(running.site));
    await page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
    const accessToken = await storedAccessToken(page);
    await page.route('**/auth/v1/logout**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${running.site.url}/#saiu-neste-aparelho`);
    const notice = page.getByRole('status').filter({ hasText: 'Você saiu neste aparelho' });
    await notice.waitFor();
    await page.getByRole('link', { name: 'Fechar aviso' }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.endsWith('-auth-token')),
      ),
    ).toBe(false);
    expect(await userStatusWith(accessToken)).toBe(200);

    await page.unroute('**/auth/v1/logout**');
    const revoked = page.waitForResponse(
      (response) => response.url().includes('/auth/v1/logout') && response.status() === 204,
    );
    await page.goto(`${running.site.url}/auth`);
    await revoked;
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    expect(await userStatusWith(accessToken)).not.toBe(200);
    await context.close();
  });
});

/** A page signed in to one account, the access token it holds, and a second account. */
async function signedInWithAnotherAccount() {
  const watched = await openPage(running.browser, running.site.url);
  await signIn(watched.page, running.site.url, await createClientAccount(running.site));
  await watched.page.getByRole('heading', { name: 'Bem-vindo de volta!' }).waitFor();
  const replaced = await storedAccessToken(watched.page);
  return { ...watched, replaced, other: await createClientAccount(running.site) };
}

describe('small faults a new client would meet', () => {
  it('opens a recovery link for its own account even when someone is signed in, and ends the session it replaces', async () => {
    const { page, context, consoleErrors, replaced, other } = await signedInWithAnotherAccount();
    await fetch(`${running.site.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: running.site.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: other.email }),
    });
    const { link } = await waitForOutboxMessage(running.site.outboxDir, { to: other.email });

    await page.goto(link);
    await page.getByRole('heading', { name: 'Nova senha' }).waitFor();
    const username = page.locator('input[autocomplete="username"]');
    await expect.poll(() => username.inputValue()).toBe(other.email);
    await page.getByLabel('Nova senha', { exact: true }).fill('Outra-Conta-2026');
    await page.getByLabel('Confirme a nova senha').fill('Outra-Conta-2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(`${running.site.url}/dashboard`);
    await page.getByText(other.email).waitFor();
    expect(await userStatusWith(replaced)).toBe(403);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('ends the session a redirect-kind recovery link (GET /verify) replaces', async () => {
    const { page, context, consoleErrors, replaced, other } = await signedInWithAnotherAccount();
    const generated = await fetch(`${running.site.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: {
        apikey: running.site.serviceRoleKey,
        authorization: `Bearer ${running.site.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ type: 'recovery', email: other.email }),
    });
    const { action_link: actionLink } = (await generated.json()) as { action_link: string };

    await page.goto(actionLink);
    await page.getByRole('heading', { name: 'Nova senha' }).waitFor();
    await expect.poll(() => userStatusWith(replaced)).toBe(403);
    expect(await userStatusWith(await storedAccessToken(page))).toBe(200);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('wraps a long address on the welcome card at its "@" and dots, never mid-word', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, phone);
    const account = await createClientAccount(
      running.site,
      `helena.albuquerque.vasconcelos.${crypto.randomUUID().slice(0, 6)}@consultoria-familiar.example.com`,
    );
    await signIn(page, running.site.url, account);
    const address = page.getByText(account.email);
    await address.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const linesPerWord = await address.evaluate((element) => {
      const counts: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        counts.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
      }
      return counts;
    });
    expect(linesPerWord.length).toBeGreaterThan(1);
    expect(linesPerWord.every((lines) => lines === 1)).toBe(true);
    await context.close();
  });
});
