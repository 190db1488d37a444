import type { Page } from 'playwright-core';
import { type WatchedPage, openPage } from './browser.ts';
import { toast } from './client-area.ts';
import { consoleNav, signInNewStaff } from './console.ts';
import type { SiteAndBrowser } from './site-and-browser.ts';

/** A section of the content editor's form, by its heading. */
export const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The preview of the home page, beside the form on a laptop and below it on a phone. */
export const homePreview = (page: Page) => page.frameLocator('iframe[title="Prévia: Início"]');

/**
 * A page signed in as a member of the team made for the test, on `/admin/conteudo` (reached
 * through the console's navigation) once the published content has loaded.
 */
export async function openContentEditor(
  running: SiteAndBrowser,
  viewport: { width: number; height: number },
): Promise<WatchedPage> {
  const watched = await openPage(running.browser, running.site.url, viewport);
  await signInNewStaff(watched.page, running.site);
  await openEditorFromNav(watched.page, running.site.url);
  return watched;
}

/** From a page of the console, goes to `/admin/conteudo` through its navigation, content loaded. */
export async function openEditorFromNav(page: Page, siteUrl: string) {
  await consoleNav(page).getByRole('link', { name: 'Conteúdo' }).click();
  await page.waitForURL(`${siteUrl}/admin/conteudo`);
  await section(page, 'Publicação').waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"]'));
}

/** Publishes the draft as the first version and waits until the editor says it is live. */
export async function publishFirstVersion(page: Page) {
  // Out of the box the controller's address is MAIL_FROM's, here one at localhost, which the
  // schema refuses: the team gives the real one.
  await section(page, 'Páginas legais')
    .getByLabel('Email para pedidos dos titulares')
    .fill('privacidade@legacy.com.br');
  await section(page, 'Publicação').getByRole('button', { name: 'Publicar' }).click();
  await toast(page, 'Conteúdo publicado.').waitFor();
  await section(page, 'Publicação').getByText('No ar: versão 1.').waitFor();
}
