import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInCodeIn, waitForOutboxMessage } from '../support/outbox-mail.ts';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { formReady, signIn } from './support/client-area.ts';
import { codeField, expectAccessible, turnOn } from './support/second-factor.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();
const phone = { width: 390, height: 844 };

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

describe('signing in with a code by e-mail', () => {
  it('signs in with a code from the e-mail, pasted, and still asks for the second factor', async () => {
    const account = await createClientAccount(running.site);
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signIn(page, running.site.url, account);
    await turnOn(page, running.site.url);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${running.site.url}/`);

    await page.goto(`${running.site.url}/auth`);
    await formReady(page);
    await page.getByRole('button', { name: 'Receber um código por email' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('autocomplete') === 'one-time-code',
    );
    expect(await codeField(page).getAttribute('inputmode')).toBe('numeric');
    await expectAccessible(page);
    const mail = await waitForOutboxMessage(running.site.outboxDir, {
      to: account.email,
      linkType: 'magiclink',
    });
    const code = await signInCodeIn(mail);
    // As pasted from the e-mail, which shows it in two groups.
    await codeField(page).fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${running.site.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
