import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { staffAccessToken } from './support/accounts.ts';
import { downloadedBytes, openPage } from './support/browser.ts';
import { clientNav, signInNewClient, toast } from './support/client-area.ts';
import { type MaterialUpload, publishMaterial, sampleFiles } from './support/materials.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

const guide = {
  fileName: 'guia-do-legado.pdf',
  title: 'Guia do legado',
  description: 'Oito perguntas para a primeira conversa com a equipe.',
};
const tree = {
  fileName: 'arvore.png',
  title: 'Árvore da família',
  description: 'As gerações da empresa, de quem fundou a quem vai continuar.',
};

interface Library {
  guide: MaterialUpload & { id: string };
  tree: MaterialUpload & { id: string };
}

let publishing: Promise<Library> | undefined;
/** The PDF, then the PNG, published by the team once, for the tests that need them. */
function publishLibrary() {
  publishing ??= (async () => {
    const [token, { pdf, png }] = await Promise.all([
      staffAccessToken(running.site),
      sampleFiles(running.browser),
    ]);
    const pdfUpload = { ...guide, bytes: pdf };
    const pngUpload = { ...tree, bytes: png };
    return {
      guide: { ...pdfUpload, id: await publishMaterial(running.site, token, pdfUpload) },
      tree: { ...pngUpload, id: await publishMaterial(running.site, token, pngUpload) },
    };
  })();
  return publishing;
}

const phone = { width: 390, height: 844 };
const library = (page: Page) => page.getByRole('region', { name: 'Materiais exclusivos' });
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const materialsStep = (page: Page) =>
  page.getByRole('region', { name: 'Próximos Passos' }).getByRole('listitem').nth(2);
const isFocused = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).evaluate((element) => element === document.activeElement);
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openMaterials(page: Page) {
  await clientNav(page).getByRole('link', { name: 'Materiais' }).click();
  await page.waitForURL(`${running.site.url}/dashboard/materiais`);
  await library(page).getByRole('heading', { level: 2 }).waitFor();
  await page.getByRole('status').waitFor({ state: 'detached' });
}

describe('the client’s materials', () => {
  // First, while the team has published nothing.
  it('says kindly that nothing is published yet, at a phone’s width and a desktop’s', async () => {
    for (const viewport of [phone, { width: 1440, height: 900 }]) {
      const { page, context, consoleErrors } = await openPage(
        running.browser,
        running.site.url,
        viewport,
      );
      await signInNewClient(page, running.site);
      await openMaterials(page);
      expect(await page.title()).toBe('Materiais — Legacy');
      await library(page).getByText('Nenhum material publicado ainda.').waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('shows a picture in its card, downloads a document and opens it in a new tab, by keyboard', async () => {
    const published = await publishLibrary();
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signInNewClient(page, running.site);
    expect(await materialsStep(page).getByRole('link').getAttribute('href')).toBe(
      '/dashboard/materiais',
    );
    await openMaterials(page);

    const pdf = card(page, guide.title);
    expect(await pdf.textContent()).toContain(guide.description);
    const pdfMeta = /^PDF · [\d,]+ (bytes|kB) · publicado em \d{1,2} de \p{L}+ de \d{4}$/u;
    expect(await pdf.getByText(pdfMeta).count()).toBe(1);
    expect(
      await card(page, tree.title)
        .getByText(/^PNG · /)
        .count(),
    ).toBe(1);
    expect(await page.getByText('Visto').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The picture, shown in its card from a link that needs no session header.
    const view = `Ver “${tree.title}”`;
    await page.getByRole('button', { name: view }).focus();
    await page.keyboard.press('Enter');
    const picture = card(page, tree.title).getByRole('img', { name: tree.title });
    await picture.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('li img') as HTMLImageElement | null)?.naturalWidth === 64,
    );
    expect(await picture.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await card(page, tree.title).getByText('Visto').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    // The buttons come before the picture.
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(page, `Baixar “${tree.title}”`)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(page, `Fechar “${tree.title}”`)).toBe(true);
    await page.keyboard.press('Enter');
    await picture.waitFor({ state: 'detached' });
    expect(await isFocused(page, view)).toBe(true);

    // The document, saved without leaving the page.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Baixar “${guide.title}”` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(guide.fileName);
    expect(await downloadedBytes(download)).toEqual(published.guide.bytes);
    expect(page.url()).toBe(`${running.site.url}/dashboard/materiais`);
    await pdf.getByText('Visto').waitFor();

    // The document, in a new tab opened at the click.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: /^Abrir “Guia do legado” \(abre em nova aba\)$/ }).click(),
    ]);
    await tab.waitForURL(/\/api\/v1\/materials\/[^/]+\/file\?token=/);
    expect(page.url()).toBe(`${running.site.url}/dashboard/materiais`);

    await clientNav(page).getByRole('link', { name: 'Início' }).click();
    await materialsStep(page).getByText('(concluído)').waitFor({ state: 'attached' });
    expect(await materialsStep(page).locator('svg').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the nav wraps, the cards and an open picture stay within the width', async () => {
    await publishLibrary();
    const { page, context } = await openPage(running.browser, running.site.url, phone);
    await signInNewClient(page, running.site);
    await openMaterials(page);
    for (const label of [
      'Início',
      'Meu perfil',
      'Agenda',
      'Questionário',
      'Materiais',
      'Plano',
      'Mensagens',
      'Segurança',
    ]) {
      expect(await clientNav(page).getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    expect(await scrollWidth(page)).toBeLessThanOrEqual(phone.width);
    await page.getByRole('button', { name: `Ver “${tree.title}”` }).click();
    await card(page, tree.title).getByRole('img').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(phone.width);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('drops a material the team unpublished after the list was read', async () => {
    const { guide: published } = await publishLibrary();
    const { page, context } = await openPage(running.browser, running.site.url);
    await signInNewClient(page, running.site);
    await openMaterials(page);
    const staff = await staffAccessToken(running.site);
    const unpublished = await fetch(`${running.site.url}/api/v1/admin/materials/${published.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ published: false }),
    });
    expect(unpublished.status).toBe(200);

    await page.getByRole('button', { name: `Baixar “${guide.title}”` }).click();
    await toast(page, 'Este material não está mais disponível.').waitFor();
    await card(page, guide.title).waitFor({ state: 'detached' });
    expect(await card(page, tree.title).isVisible()).toBe(true);
    expect(
      await library(page)
        .getByRole('heading', { level: 2 })
        .evaluate((heading) => heading === document.activeElement),
    ).toBe(true);
    await context.close();
  });
});
