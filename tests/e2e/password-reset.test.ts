import { describe, expect, it } from 'vitest';
import { waitForOutboxMessage } from '../support/outbox-mail.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { formReady, submitSignIn, toast } from './support/client-area.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

// A second reset e-mail to one address may be asked for after a second (a minute by default).
const running = runSiteAndBrowser({ RATE_LIMIT_EMAIL_SENT_INTERVAL: '1' });

describe('the reset screen', () => {
  it('switches modes as the seed says, disabling everything while it works', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await page.goto(`${running.site.url}/auth`);
    await formReady(page);
    await page.getByLabel('Senha', { exact: true }).fill('algo-digitado');
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await page.getByRole('heading', { name: 'Redefinir senha' }).waitFor();
    expect(await page.getByLabel('Senha', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Lembrou a senha?').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fazer login' }).click();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    expect(await page.getByLabel('Senha', { exact: true }).inputValue()).toBe('');

    await page.goto(`${running.site.url}/auth?mode=reset`);
    await formReady(page);
    await page.getByLabel('Email').fill('alguem@example.com');
    await page.route('**/auth/v1/recover**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('button', { name: 'Processando...' }).waitFor();
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    await toast(page, 'Email enviado!').waitFor();
    expect(await toast(page, 'Email enviado!').textContent()).toContain(
      'Verifique sua caixa de entrada para redefinir a senha.',
    );
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await context.close();
  });

  it('takes the client from the e-mail to a new password and into the dashboard', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    const account = await createClientAccount(running.site);
    await page.goto(`${running.site.url}/auth?mode=reset`);
    await formReady(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Email enviado!').waitFor();

    const { link } = await waitForOutboxMessage(running.site.outboxDir, { to: account.email });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Nova senha' }).waitFor();
    // The token leaves the address bar at once; nothing was used up by opening the link.
    await page.waitForURL(`${running.site.url}/auth?mode=reset`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Nova senha', { exact: true }).fill('Nova-Senha-2026');
    await page.getByLabel('Confirme a nova senha').fill('Nova-Senha-2025');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await toast(page, 'As senhas não coincidem').waitFor();

    await page.getByLabel('Confirme a nova senha').fill('Nova-Senha-2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(`${running.site.url}/dashboard`);
    await toast(page, 'Senha atualizada!').waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${running.site.url}/`);
    await submitSignIn(page, running.site.url, {
      email: account.email,
      password: 'Nova-Senha-2026',
    });
    await page.waitForURL(`${running.site.url}/dashboard`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('tells of a used link before any password is typed, and lets the client ask again', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    const account = await createClientAccount(running.site);
    await fetch(`${running.site.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: running.site.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    const { link } = await waitForOutboxMessage(running.site.outboxDir, { to: account.email });
    // Someone (or something) already used it.
    await fetch(`${running.site.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: running.site.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'recovery',
        token_hash: new URL(link).searchParams.get('token_hash'),
      }),
    });

    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'Este link não vale mais' }).waitFor();
    await page.getByRole('heading', { name: 'Redefinir senha' }).waitFor();
    expect(await page.getByLabel('Nova senha', { exact: true }).count()).toBe(0);
    // This file's e-mail interval is 1 s: the link above was asked for just now.
    await page.waitForTimeout(1_100);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Email enviado!').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a link of Supabase’s redirect kind', () => {
  it('lands on "Nova senha" signed in, and the new password works', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    const account = await createClientAccount(running.site);
    const generated = await fetch(`${running.site.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: {
        apikey: running.site.serviceRoleKey,
        authorization: `Bearer ${running.site.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ type: 'recovery', email: account.email }),
    });
    const { action_link: actionLink } = (await generated.json()) as { action_link: string };
    await page.goto(actionLink);
    await page.getByRole('heading', { name: 'Nova senha' }).waitFor();
    // The session that came in the fragment is not left in the address bar.
    await page.waitForFunction(() => !window.location.hash.includes('access_token'));
    await page.getByLabel('Nova senha', { exact: true }).fill('Pelo-Redirect-1');
    await page.getByLabel('Confirme a nova senha').fill('Pelo-Redirect-1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(`${running.site.url}/dashboard`);
    await context.close();
  });
});
