import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { staffAccessToken } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { toast } from './support/client-area.ts';
import { consoleNav, sidewaysOverflow, signInNewStaff } from './support/console.ts';
import { publishMaterial, sampleFiles } from './support/materials.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const maxBytes = 3_000_000;
const running = runSiteAndBrowser({ MATERIAL_MAX_BYTES: String(maxBytes) });

const upload = (page: Page) => page.getByRole('region', { name: 'Enviar material' });
const library = (page: Page) => page.getByRole('list', { name: 'Materiais da biblioteca' });
const item = (page: Page, title: string) =>
  library(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

async function openMaterials(page: Page) {
  await consoleNav(page).getByRole('link', { name: 'Materiais' }).click();
  await page.waitForURL(`${running.site.url}/admin/materiais`);
  await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"]'));
}

/**
 * A real PDF grown to about `size` bytes by a comment before its cross-reference table, whose
 * address moves with it: still a whole PDF to the server.
 */
async function paddedPdf(size: number) {
  const { pdf } = await sampleFiles(running.browser);
  const text = pdf.toString('latin1');
  const table = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const padding = `%${' '.repeat(size - pdf.length)}\n`;
  const tail = text.slice(table).replace(/startxref\s+\d+/, `startxref\n${table + padding.length}`);
  return Buffer.from(text.slice(0, table) + padding + tail, 'latin1');
}

/** Every value the progress bar took, recorded in the page as it changes. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

describe('the team’s library', () => {
  it('uploads a file with its progress, then publishes, renames and deletes it', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signInNewStaff(page, running.site);
    await openMaterials(page);
    expect(await page.title()).toBe('Materiais — Console — Legacy');

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      upload(page).getByRole('button', { name: 'Escolher arquivo' }).click(),
    ]);
    await chooser.setFiles({
      name: 'Guia do legado.pdf',
      mimeType: 'application/pdf',
      buffer: await paddedPdf(2_000_000),
    });
    expect(await upload(page).getByLabel('Título').inputValue()).toBe('Guia do legado');
    await upload(page).getByLabel('Descrição').fill('Oito perguntas para a primeira conversa.');
    // Slow enough an upload that its progress is seen: 2 MB at 1 MB/s.
    const network = await context.newCDPSession(page);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1_000_000,
    });
    const progressSeen = await recordProgress(page);
    await upload(page).getByRole('button', { name: 'Enviar material' }).click();
    await upload(page).getByRole('button', { name: 'Enviando...' }).waitFor();
    await toast(page, 'Material enviado.').waitFor();
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect((await progressSeen()).some((percent) => percent > 0 && percent < 100)).toBe(true);
    const guide = item(page, 'Guia do legado');
    expect(await guide.textContent()).toContain('Rascunho');
    expect(await guide.getByText(/^PDF · 2 MB$/).count()).toBe(1);

    await guide.getByRole('button', { name: 'Publicar “Guia do legado”' }).click();
    await toast(page, 'Material publicado.').waitFor();
    await guide.getByText('Publicado', { exact: true }).waitFor();

    await guide.getByRole('button', { name: 'Editar “Guia do legado”' }).click();
    await library(page).getByLabel('Título').fill('Guia do legado, 2ª edição');
    await page.keyboard.press('Enter');
    await toast(page, 'Material atualizado.').waitFor();
    const renamed = item(page, 'Guia do legado, 2ª edição');
    expect(
      await renamed
        .getByRole('button', { name: 'Editar “Guia do legado, 2ª edição”' })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await renamed.getByRole('button', { name: 'Excluir “Guia do legado, 2ª edição”' }).click();
    await renamed.getByRole('alertdialog', { name: 'Excluir este material?' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await renamed.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await toast(page, 'Material excluído.').waitFor();
    await renamed.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('takes a dropped file, and shows the server’s word on a file it refuses', async () => {
    const { page, context } = await openPage(running.browser, running.site.url);
    await signInNewStaff(page, running.site);
    await openMaterials(page);
    // Held as an element: once a drag enters, the text it was found by changes.
    const zone = (await upload(page)
      .getByText('Nenhum arquivo escolhido.')
      .locator('../..')
      .elementHandle())!;
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['apenas texto'], 'nota.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    await zone.dispatchEvent('dragenter', { dataTransfer: dropped });
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    await upload(page).getByText('nota.pdf').waitFor();
    await upload(page).getByRole('button', { name: 'Enviar material' }).click();
    await toast(page, 'Não foi possível enviar o material').waitFor();
    const choose = upload(page).getByRole('button', { name: 'Escolher outro arquivo' });
    expect(await choose.getAttribute('aria-invalid')).toBe('true');
    expect(
      await upload(page)
        .getByText(/^(Tipo de arquivo não aceito|O conteúdo do arquivo)/)
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('says a file over the limit is too large', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser, running.site.url);
    await signInNewStaff(page, running.site);
    await openMaterials(page);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      upload(page).getByRole('button', { name: 'Escolher arquivo' }).click(),
    ]);
    await chooser.setFiles({
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: await paddedPdf(maxBytes + 500_000),
    });
    await upload(page).getByRole('button', { name: 'Enviar material' }).click();
    await toast(page, 'Não foi possível enviar o material').waitFor();
    console.log(
      await toast(page, 'Não foi possível enviar o material').textContent(),
      consoleErrors,
    );
    await context.close();
  });

  it('fits a phone as cards, and passes axe', async () => {
    const { png } = await sampleFiles(running.browser);
    await publishMaterial(running.site, await staffAccessToken(running.site), {
      fileName: 'arvore-da-familia.png',
      bytes: png,
      title: 'Árvore da família: das fundadoras aos netos que vão continuar',
      description: 'As gerações da empresa.',
    });
    const { page, context } = await openPage(running.browser, running.site.url, {
      width: 390,
      height: 844,
    });
    await signInNewStaff(page, running.site);
    await openMaterials(page);
    await item(page, 'Árvore da família: das fundadoras aos netos que vão continuar').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
