import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteContent } from '../../shared/site-content/schema.ts';
import { sitePaths } from '../../shared/site-paths.ts';
import { LandingPage } from './components/content-pages/landing-page.tsx';
import { LegalPage } from './components/content-pages/legal-page.tsx';
import type { SiteImageSizes } from './components/site-picture.tsx';
import { legalPageContent } from './content/legal.ts';
import { headTags } from './site-head.ts';

export { defaultSiteContent } from './content/site-content/defaults.ts';

/** The pages rendered from the site's content document, by path. */
export const contentPagePaths = [sitePaths.home, sitePaths.terms, sitePaths.privacy] as const;
export type ContentPagePath = (typeof contentPagePaths)[number];

export interface RenderedPage {
  head: string;
  body: string;
}

function pageElement(path: ContentPagePath, content: SiteContent, imageSizes: SiteImageSizes) {
  switch (path) {
    case sitePaths.home:
      return <LandingPage content={content} imageSizes={imageSizes} />;
    case sitePaths.terms:
      return <LegalPage content={content} kind="terms" />;
    case sitePaths.privacy:
      return <LegalPage content={content} kind="privacy" />;
  }
}

function pageHead(path: ContentPagePath, content: SiteContent) {
  if (path === sitePaths.home) {
    return { title: content.seo.title, description: content.seo.description, path };
  }
  const page = path === sitePaths.terms ? content.legal.terms : content.legal.privacy;
  return {
    title: legalPageContent.documentTitle(page.title),
    description: content.seo.description,
    path,
  };
}

/**
 * Renders one of `/`, `/termos`, `/privacidade` to static HTML (no JavaScript runs on them): at
 * build time with the defaults (scripts/build.ts) and on the server from the live version of the
 * content (decision 016).
 */
export function renderContentPage(
  path: ContentPagePath,
  content: SiteContent,
  siteUrl: string,
  imageSizes: SiteImageSizes,
): RenderedPage {
  return {
    head: headTags(pageHead(path, content), content, siteUrl, imageSizes),
    body: renderToString(<StrictMode>{pageElement(path, content, imageSizes)}</StrictMode>),
  };
}
