import sharp from 'sharp';
import type { SiteContent } from '../shared/site-content/schema.ts';
import { staffAccessToken } from '../tests/e2e/support/accounts.ts';
import type { RunningSite } from '../tests/e2e/support/site-server.ts';

/** A photo-like picture (soft shapes, no sharp noise), as a phone would send it. */
function samplePhoto(width: number, height: number, seed: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 110 + seed * 20, sigma: 60 },
    },
  })
    .blur(12)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Publishes the configuration the landing page's budget is measured with (issue 14): both
 * founders with a photo and an image on Legacy Studios, uploaded through the console's API.
 */
export async function publishSamplePhotos(site: RunningSite) {
  const token = await staffAccessToken(site);
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${site.url}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });
  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'foto.jpg');
    const response = await api('/admin/content/images', { method: 'POST', body: form });
    if (response.status !== 201) throw new Error(`upload: ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };
  const [first, second, studio] = [
    await upload(await samplePhoto(1200, 1500, 0)),
    await upload(await samplePhoto(1200, 1500, 1)),
    await upload(await samplePhoto(2400, 1600, 2)),
  ];
  const live = (await (await api('/admin/content')).json()) as {
    version: number;
    content: SiteContent;
  };
  const { content } = live;
  const founders = content.about.founders.map((founder, index) => ({
    ...founder,
    photo: { id: index === 0 ? first : second, alt: `Retrato de ${founder.name}` },
  }));
  const items = content.solutions.items.map((item) =>
    item.id === 'studios'
      ? { ...item, image: { id: studio, alt: 'Bastidores de uma gravação' } }
      : item,
  );
  const published = await api('/admin/content', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      base_version: live.version,
      content: {
        ...content,
        about: { ...content.about, founders },
        solutions: { ...content.solutions, items },
      },
    }),
  });
  if (published.status !== 200) throw new Error(`publish: ${await published.text()}`);
}
