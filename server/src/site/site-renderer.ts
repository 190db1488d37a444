import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '../../../shared/site-content/schema.ts';
import type * as RendererExports from '../../../web/src/entry-prerender.tsx';
import type { ContentPagePath } from '../../../web/src/entry-prerender.tsx';
import type { ImageSizes } from '../api/domain/site-content/site-rendering.ts';
import { fillPageTemplate } from './page-template.ts';

type RendererModule = typeof RendererExports;

/** The server-side build of the pages rendered from the content document (scripts/build.ts). */
export interface SiteRenderer {
  renderContentPage: RendererModule['renderContentPage'];
  defaultSiteContent: RendererModule['defaultSiteContent'];
  /** The built HTML page with `<!--head-->` and `<!--landing-->` to fill. */
  template: string;
}

const rendererDir = (distDir: string) => path.join(distDir, 'ssr');

/** The built renderer, or undefined when the site was never built here. */
export async function loadSiteRenderer(distDir: string): Promise<SiteRenderer | undefined> {
  const dir = rendererDir(distDir);
  const entry = path.join(dir, 'entry-prerender.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return {
    renderContentPage: module.renderContentPage,
    defaultSiteContent: module.defaultSiteContent,
    template: readFileSync(path.join(dir, 'page-template.html'), 'utf8'),
  };
}

/** One content page's whole HTML, rendered on this thread. Throws when a component does. */
export function renderPageHtml(
  renderer: SiteRenderer,
  path: ContentPagePath,
  content: SiteContent,
  siteUrl: string,
  imageSizes: ImageSizes,
): string {
  return fillPageTemplate(
    renderer.template,
    renderer.renderContentPage(path, content, siteUrl, imageSizes),
  );
}
