import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { openPage } from './support/browser.ts';
import { clientNav, signInNewClient, toast } from './support/client-area.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const profile = {
  'Nome completo': 'Helena Prado',
  Telefone: '(11) 98765-4321',
  Empresa: 'Prado Participações',
  Cargo: 'Conselheira',
  Cidade: 'São Paulo',
  'Seus objetivos': 'Preparar a sucessão da família e registrar a história da empresa.',
};

describe('the client’s profile', () => {
  it('is reached from the nav, saved, kept across a reload, and marks the first step done', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signInNewClient(page, running.site);
    const firstStep = page
      .getByRole('region', { name: 'Próximos Passos' })
      .getByRole('listitem')
      .first();
    expect(await firstStep.getByRole('link').getAttribute('href')).toBe('/dashboard/perfil');
    expect(await firstStep.locator('svg').count()).toBe(0);

    // By keyboard: from "Início", Tab reaches "Meu perfil" with a visible focus ring.
    await clientNav(page).getByRole('link', { name: 'Início' }).focus();
    await page.keyboard.press('Tab');
    const profileLink = clientNav(page).getByRole('link', { name: 'Meu perfil' });
    expect(await profileLink.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await profileLink.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${running.site.url}/dashboard/perfil`);
    await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    expect(await page.title()).toBe('Meu perfil — Legacy');
    expect(
      await clientNav(page).getByRole('link', { name: 'Meu perfil' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.getByText('Incompleto').isVisible()).toBe(true);

    await textbox(page, 'Telefone').fill('telefone');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await toast(page, 'Revise o perfil').waitFor();
    expect(await textbox(page, 'Telefone').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');
    expect(await accessibilityViolations(page)).toEqual([]);

    for (const [label, value] of Object.entries(profile)) await textbox(page, label).fill(value);
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await toast(page, 'Perfil salvo.').waitFor();
    await page.getByText('Completo', { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    for (const [label, value] of Object.entries(profile)) {
      expect(await textbox(page, label).inputValue()).toBe(value);
    }
    expect(await page.getByRole('radio', { name: 'WhatsApp' }).isChecked()).toBe(true);

    await clientNav(page).getByRole('link', { name: 'Início' }).click();
    await page.waitForURL(`${running.site.url}/dashboard`);
    await firstStep.getByText('(concluído)').waitFor({ state: 'attached' });
    expect(await firstStep.locator('svg').isVisible()).toBe(true);
    expect(await page.title()).toBe('Área do Cliente — Legacy');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a phone: no sideways scroll, the nav within reach', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signInNewClient(page, running.site);
    await page.goto(`${running.site.url}/dashboard/perfil`);
    await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await clientNav(page).getByRole('link', { name: 'Início' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
