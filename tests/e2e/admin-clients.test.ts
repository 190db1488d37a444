import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { createClientAccount } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { toast } from './support/client-area.ts';
import { consoleNav, sidewaysOverflow, signInNewStaff } from './support/console.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

const clients = (page: Page) => page.getByRole('list', { name: 'Clientes encontrados' });
const account = (page: Page) => page.getByRole('region', { name: 'Conta' });

describe('the team’s clients and audit log', () => {
  it('invites a client, finds it, disables and enables it, and reads it in the log', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    const staff = await signInNewStaff(page, running.site);
    const email = `convidada-${crypto.randomUUID().slice(0, 8)}@example.com`;

    await page.getByRole('button', { name: 'Convidar cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar cliente' });
    await page.keyboard.type(email);
    await dialog.getByLabel('Nome completo').fill('Maria Convidada');
    await page.keyboard.press('Enter');
    await toast(page, 'Convite enviado.').waitFor();
    await clients(page).getByRole('link', { name: 'Maria Convidada' }).waitFor();

    await page.getByRole('searchbox', { name: 'Buscar por email ou nome' }).fill('maria conv');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('invited');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/\?query=maria\+conv&status=invited$/);
    await page.getByText('1 cliente', { exact: true }).waitFor();
    expect(await clients(page).getByRole('listitem').count()).toBe(1);
    expect(await clients(page).getByRole('listitem').textContent()).toContain('Convidado');
    expect(await accessibilityViolations(page)).toEqual([]);

    await clients(page).getByRole('link', { name: 'Maria Convidada' }).click();
    await account(page).waitFor();
    expect(await page.title()).toBe('Maria Convidada — Console — Legacy');
    await account(page).getByRole('button', { name: 'Desativar conta' }).click();
    await account(page).getByRole('button', { name: 'Desativar', exact: true }).click();
    await toast(page, 'Conta desativada.').waitFor();
    await account(page).getByText('Desativado').waitFor();
    await account(page).getByRole('button', { name: 'Reativar conta' }).click();
    await toast(page, 'Conta reativada.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await consoleNav(page).getByRole('link', { name: 'Registro' }).click();
    const log = page.getByRole('list', { name: 'Atividades registradas' });
    await log.waitFor();
    const sentences = await log.getByRole('listitem').allTextContents();
    expect(sentences.some((text) => text.startsWith(`${staff.email} convidou ${email}`))).toBe(
      true,
    );
    expect(
      sentences.some((text) => text.startsWith(`${staff.email} desativou a conta ${email}`)),
    ).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a phone with the list as cards and a client’s page', async () => {
    await createClientAccount(running.site);
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signInNewStaff(page, running.site);
    await clients(page).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await clients(page).getByRole('link').first().click();
    await account(page).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
