import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../support/row-counts.ts';
import {
  contentTables,
  page,
  publish,
  cameraPhoto,
  plainPng,
  readContent,
  type ServedSite,
  startSite,
  uploadImage,
} from '../support/site-content-server.ts';

describe("the site's photos", () => {
  let site: ServedSite;
  beforeAll(async () => {
    site = await startSite('sqlite');
  });
  afterAll(() => site?.close());

  it('are turned upright, stripped of their metadata and served as AVIF and WebP at two widths', async () => {
    const response = await uploadImage(site.server, site.staff, await cameraPhoto());
    expect(response.status).toBe(201);
    const image = (await response.json()) as { id: string; width: number; height: number };
    expect(image).toMatchObject({ width: 960, height: 1280 });

    for (const [width, format] of [
      [480, 'avif'],
      [960, 'avif'],
      [480, 'webp'],
      [960, 'webp'],
    ] as const) {
      const file = await fetch(`${site.server.url}/media/site/${image.id}-${width}.${format}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(`image/${format}`);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(Math.round((width * 1600) / 1200));
      expect(metadata.exif).toBeUndefined();
    }
    const unknown = await fetch(`${site.server.url}/media/site/${image.id}-720.webp`);
    expect(unknown.status).toBe(404);
  });

  it('show on the landing page with their size once a founder uses one', async () => {
    const uploaded = await uploadImage(site.server, site.staff, await cameraPhoto());
    const image = (await uploaded.json()) as { id: string };
    const live = await readContent(site.server, site.staff);
    expect(live.images.map(({ id }) => id)).toContain(image.id);
    const founders = live.content.about.founders.map((founder, index) =>
      index === 0 ? { ...founder, photo: { id: image.id, alt: 'Retrato de Helena' } } : founder,
    );
    const response = await publish(
      site.server,
      site.staff,
      { ...live.content, about: { ...live.content.about, founders } },
      live.version,
    );
    expect(response.status).toBe(200);
    const html = await page(site.server, '/');
    const img = /<img [^>]*alt="Retrato de Helena"[^>]*>/.exec(html)?.[0];
    expect(img).toContain(`src="/media/site/${image.id}-960.webp"`);
    expect(img).toContain('width="960" height="1280"');
  });

  it('refuses a document naming a photo that was never uploaded', async () => {
    const live = await readContent(site.server, site.staff);
    const items = live.content.solutions.items.map((item, index) =>
      index === 1 ? { ...item, image: { id: 'f'.repeat(30), alt: '' } } : item,
    );
    const response = await publish(
      site.server,
      site.staff,
      { ...live.content, solutions: { ...live.content.solutions, items } },
      live.version,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'image_unknown',
      field: 'solutions.items.1.image',
    });
  });

  it('refuses a file that is not an image, or one over 10 MB, and stores nothing', async () => {
    const before = await rowCounts(site.server.app.store.db, contentTables);
    const script = await uploadImage(
      site.server,
      site.staff,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'foto.jpg',
    );
    expect(script.status).toBe(415);
    expect(await script.json()).toMatchObject({ code: 'unsupported_media_type', field: 'file' });
    const truncated = (await cameraPhoto()).subarray(0, 200);
    expect((await uploadImage(site.server, site.staff, truncated)).status).toBe(415);
    const huge = await uploadImage(site.server, site.staff, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect((await uploadImage(site.server, site.client, await cameraPhoto())).status).toBe(403);
    expect(await rowCounts(site.server.app.store.db, contentTables)).toEqual(before);
  });

  it('refuses a photo too tall for its formats once narrowed, and keeps a thin one a pixel high', async () => {
    const before = await rowCounts(site.server.app.store.db, contentTables);
    for (const [width, height] of [
      [480, 80_000],
      [1, 1_000_000],
      [20, 16_384],
    ] as const) {
      const response = await uploadImage(site.server, site.staff, await plainPng(width, height));
      expect(response.status, `${width}×${height}`).toBe(415);
      expect(await response.json()).toMatchObject({
        code: 'unsupported_media_type',
        field: 'file',
        message:
          'Esta foto é alta e estreita demais para o site. Recorte-a para que a altura não passe de 17 vezes a largura nem de 16.383 pixels e envie de novo.',
      });
    }
    expect(await rowCounts(site.server.app.store.db, contentTables)).toEqual(before);

    const tallest = await uploadImage(site.server, site.staff, await plainPng(20, 16_383));
    expect(tallest.status).toBe(201);
    expect(await tallest.json()).toMatchObject({ width: 20, height: 16_383 });
    const panorama = await uploadImage(site.server, site.staff, await plainPng(80_000, 1));
    expect(panorama.status).toBe(201);
    const { id, ...size } = (await panorama.json()) as { id: string; width: number };
    expect(size).toMatchObject({ width: 960, height: 1 });
    const file = await fetch(`${site.server.url}/media/site/${id}-960.webp`);
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([960, 1]);
  });
});
