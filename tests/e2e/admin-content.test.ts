import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { openPage } from './support/browser.ts';
import { toast } from './support/client-area.ts';
import { consoleNav, sidewaysOverflow, signInNewStaff } from './support/console.ts';
import { sampleFiles } from './support/materials.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openContent(page: Page) {
  await consoleNav(page).getByRole('link', { name: 'Conteúdo' }).click();
  await page.waitForURL(`${running.site.url}/admin/conteudo`);
  await section(page, 'Publicação').waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"]'));
}

describe('the site’s content in the console', () => {
  it('edits a text and a founder’s photo, publishes them, and / shows them', async () => {
    const { png } = await sampleFiles(running.browser);
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url, {
      width: 1440,
      height: 900,
    });
    await signInNewStaff(page, running.site);
    await openContent(page);
    expect(await page.title()).toBe('Conteúdo — Console — Legacy');

    await section(page, 'Abertura')
      .getByLabel('Título principal')
      .fill('Legados que atravessam gerações.');
    const preview = page.frameLocator('iframe[title="Prévia: Início"]');
    // The preview is inert (no keyboard, no accessibility tree): found by its markup.
    await preview.locator('h1', { hasText: 'Legados que atravessam gerações.' }).waitFor();

    const helena = section(page, 'Quem somos').getByRole('listitem').first();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      helena.getByRole('button', { name: 'Enviar imagem' }).click(),
    ]);
    await chooser.setFiles({ name: 'helena.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'Imagem enviada.').waitFor();
    await helena.getByLabel('Texto alternativo').fill('Helena Duarte no escritório');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Out of the box the controller's address is MAIL_FROM's, here one at localhost, which the
    // schema refuses: the team gives the real one.
    await section(page, 'Páginas legais')
      .getByLabel('Email para pedidos dos titulares')
      .fill('privacidade@legacy.com.br');
    await section(page, 'Publicação').getByRole('button', { name: 'Publicar' }).click();
    await toast(page, 'Conteúdo publicado.').waitFor();
    await section(page, 'Publicação').getByText('No ar: versão 1.').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    const site = await context.newPage();
    await site.goto(`${running.site.url}/`);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Legados que atravessam gerações.',
    );
    const photo = site.getByRole('img', { name: 'Helena Duarte no escritório' });
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/site\/[a-z0-9]+-\d+\.webp$/);
    expect(
      await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    ).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a phone and passes axe, the preview below the form', async () => {
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signInNewStaff(page, running.site);
    await openContent(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
