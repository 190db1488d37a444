import type { Browser } from 'playwright-core';
import type { TeamMaterial } from '../../../shared/materials.ts';
import { newContext } from './browser.ts';
import type { RunningSite } from './site-server.ts';

/** A one-page PDF and a 64×40 PNG, both made by the browser: real files, a few kB each. */
export async function sampleFiles(browser: Browser) {
  const context = await newContext(browser, { viewport: { width: 64, height: 40 } });
  const page = await context.newPage();
  await page.setContent(
    '<body style="margin:0;background:#c9a465"><p style="margin:8px;font:16px serif">Legado</p>',
  );
  const png = await page.screenshot();
  const pdf = await page.pdf({ width: '300px', height: '144px' });
  await context.close();
  return { pdf, png };
}

export interface MaterialUpload {
  fileName: string;
  bytes: Buffer;
  title: string;
  description: string;
}

/** Publishes a file as the team does, `POST /api/v1/admin/materials` with `staffToken`: its id. */
export async function publishMaterial(
  site: RunningSite,
  staffToken: string,
  { fileName, bytes, title, description }: MaterialUpload,
) {
  const form = new FormData();
  form.set('title', title);
  form.set('description', description);
  form.set('published', 'true');
  form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${site.url}/api/v1/admin/materials`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`publishing ${fileName}: ${await response.text()}`);
  return ((await response.json()) as TeamMaterial).id;
}
