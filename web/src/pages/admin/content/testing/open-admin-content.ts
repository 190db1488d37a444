import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type {
  ContentDraft,
  ContentVersion,
  PublishedContent,
  UploadedImage,
} from '../../../../api/admin-content-api.ts';
import type { FakeAuthServer } from '../../../../auth/testing/fake-auth-server.ts';
import { defaultSiteContent } from '../../../../content/site-content/defaults.ts';
import { openSite } from '../../../../testing/open-site.tsx';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import '../admin-content-page.tsx';

// The form has a few hundred controls. Checking each one's styles up the tree for whether it is
// hidden makes every role query take most of a second in jsdom (nothing a test looks for here is
// hidden).
configure({ defaultHidden: true });

/** For the tests' `describe`: a test of this page does much more than most. */
export const longTest = { timeout: 60_000 };

/** A photo the team uploaded, as the server lists it. */
const uploadedImageAnswer = (fields: Partial<UploadedImage> = {}): UploadedImage => ({
  id: 'retratohelena0000000001',
  width: 960,
  height: 1200,
  created_at: '2026-11-19T13:00:00Z',
  ...fields,
});

/** The live content as `GET /admin/content` answers it: version 3, the defaults' texts. */
export const publishedContentAnswer = (
  fields: Partial<PublishedContent> = {},
): PublishedContent => ({
  version: 3,
  published_at: '2026-11-20T14:00:00Z',
  published_by: { id: 'u-ana', email: 'ana@legacy.com.br' },
  content: structuredClone(defaultSiteContent),
  images: [uploadedImageAnswer()],
  ...fields,
});

export const versionAnswer = (fields: Partial<ContentVersion> = {}): ContentVersion => ({
  version: 3,
  published_at: '2026-11-20T14:00:00Z',
  published_by: { id: 'u-ana', email: 'ana@legacy.com.br' },
  restored_from: null,
  ...fields,
});

const defaultVersions = [
  versionAnswer(),
  versionAnswer({ version: 2, published_at: '2026-11-18T10:00:00Z', restored_from: 1 }),
  versionAnswer({ version: 1, published_at: '2026-11-17T09:00:00Z', published_by: null }),
];

/** `/admin/conteudo` as a member of the team, once the content and its versions are shown. */
export async function openAdminContent(
  server: FakeAuthServer,
  {
    content = publishedContentAnswer(),
    versions = defaultVersions,
    draft = null as ContentDraft | null,
  } = {},
) {
  server.respondTo('/api/v1/admin/content', 200, content, 'GET');
  server.respondTo('/api/v1/admin/content/draft', 200, { draft }, 'GET');
  server.respondTo('/api/v1/admin/content/versions', 200, { versions }, 'GET');
  const router = await openSite(server, '/admin/conteudo');
  await screen.findByRole('region', { name: 'Publicação' });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  return router;
}

/**
 * The button that says `text` in `container`: found by its text, which is much quicker than by
 * role among this page's controls.
 */
export const buttonIn = (container: HTMLElement, text: string) =>
  within(container).getByText(text, { selector: 'button' });

/** The card of the form named `name` ("Quem somos"). */
export const formSection = (name: string) => screen.getByRole('region', { name });

/** The preview's frame, and the page drawn inside it. */
export function previewDocument() {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Prévia"]')!;
  return frame.contentDocument!.body;
}
