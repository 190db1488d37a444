import { describe, expect, it } from 'vitest';
import { latestOutboxMessage } from '../../server/src/mail/outbox.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { createClientAccount } from './support/accounts.ts';
import { downloadedBytes, openPage } from './support/browser.ts';
import { openSecurity, signIn, submitSignIn, toast, wrongSignIn } from './support/client-area.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

describe('the client’s data rights, on the security page', () => {
  it('downloads everything stored about the client, the profile included', async () => {
    const account = await createClientAccount(running.site);
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signIn(page, running.site.url, account);
    await page.goto(`${running.site.url}/dashboard/perfil`);
    await page.getByRole('textbox', { name: 'Nome completo' }).fill('Helena Prado');
    await page.getByRole('textbox', { name: 'Empresa' }).fill('Prado Participações');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await toast(page, 'Perfil salvo.').waitFor();

    await openSecurity(page, running.site.url);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('meus-dados-legacy.json');
    const data = JSON.parse((await downloadedBytes(download)).toString('utf8'));
    expect(data.account.email).toBe(account.email);
    expect(data.profile).toMatchObject({
      full_name: 'Helena Prado',
      company: 'Prado Participações',
    });
    expect(data.sessions).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('deletes the account after its password: signing in again fails', async () => {
    const account = await createClientAccount(running.site);
    const { page, context } = await openPage(running.browser, running.site.url);
    await signIn(page, running.site.url, account);
    await openSecurity(page, running.site.url);

    const section = page.getByRole('region', { name: 'Excluir minha conta' });
    await section.getByRole('button', { name: 'Excluir minha conta' }).click();
    const step = section.getByRole('alertdialog', { name: 'Excluir a conta para sempre?' });
    const password = step.getByLabel('Sua senha');
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await step.waitFor({ state: 'detached' });

    await section.getByRole('button', { name: 'Excluir minha conta' }).click();
    await password.fill('nao-e-esta');
    await step.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await step.getByText('Senha incorreta.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await password.fill(account.password);
    await step.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await page.waitForURL(`${running.site.url}/auth`);
    const deleted = toast(page, 'Sua conta foi excluída.');
    await deleted.waitFor();
    expect(await deleted.textContent()).toContain('Enviamos uma confirmação por email.');
    expect(
      (await latestOutboxMessage(running.site.outboxDir, { to: account.email }))?.subject,
    ).toBe('Sua conta foi excluída — Legacy');

    await submitSignIn(page, running.site.url, account);
    await wrongSignIn(page);
    expect(page.url()).toBe(`${running.site.url}/auth`);
    await context.close();
  });
});
