import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { toast } from './support/client-area.ts';
import { openContentEditor, publishFirstVersion, section } from './support/content-editor.ts';
import { sampleFiles } from './support/materials.ts';
import { runSiteAndBrowser } from './support/site-and-browser.ts';

const running = runSiteAndBrowser();

describe('the founders’ section in the console', () => {
  it('gives a founder a photo and its text, publishes them, and / shows them', async () => {
    const { png } = await sampleFiles(running.browser);
    const { page, context, consoleErrors } = await openContentEditor(running, {
      width: 1440,
      height: 900,
    });

    const helena = section(page, 'Quem somos').getByRole('listitem').first();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      helena.getByRole('button', { name: 'Enviar imagem' }).click(),
    ]);
    await chooser.setFiles({ name: 'helena.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'Imagem enviada.').waitFor();
    await helena.getByLabel('Texto alternativo').fill('Helena Duarte no escritório');
    expect(await accessibilityViolations(page)).toEqual([]);
    await publishFirstVersion(page);

    const site = await context.newPage();
    await site.goto(`${running.site.url}/`);
    const photo = site.getByRole('img', { name: 'Helena Duarte no escritório' });
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/site\/[a-z0-9]+-\d+\.webp$/);
    expect(
      await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    ).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
