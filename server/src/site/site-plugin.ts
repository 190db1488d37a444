import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BuildOutput } from './build-output.ts';
import {
  type BrowserConfig,
  type CompressionEffort,
  compressBody,
  inlineStyleHashes,
  negotiateEncoding,
  prepareHtml,
} from './html-document.ts';
import { authApiPrefix, dataApiPrefix, sitePaths } from '../../../shared/site-paths.ts';
import { appRoutes } from './app-routes.ts';
import { crawlerFiles } from './crawler-files.ts';
import type { LiveSite } from './live-site.ts';
import { contentPageFiles } from './page-template.ts';
import {
  contentSecurityPolicy,
  type SecurityHeaderOptions,
  tokenPageReferrerPolicy,
} from './security-headers.ts';
import { canonicalPagePath } from './canonical-path.ts';
import { servedClientShells } from './client-shells.ts';

export interface SitePluginOptions {
  build: BuildOutput;
  browserConfig: BrowserConfig;
  siteUrl: string;
  securityHeaders: SecurityHeaderOptions;
  /** `/`, `/termos` and `/privacidade`, rendered from the live content (live-site.ts). */
  live: LiveSite;
  /** The page template the live pages are rendered into, for its inline style's hash. */
  pageTemplate: string;
  compression: CompressionEffort;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export async function sitePlugin(app: FastifyInstance, options: SitePluginOptions) {
  const { build, browserConfig, siteUrl, live, compression } = options;
  // The content pages inline their CSS (one round trip less on a phone); the CSP allows it by hash.
  const contentPagePolicy = contentSecurityPolicy(
    options.securityHeaders,
    inlineStyleHashes(options.pageTemplate),
  );
  // The client area's contact buttons follow the contact link the team published.
  const configuredPages = (contactUrl: string) => {
    const config = { ...browserConfig, contactUrl };
    const prepare = (html: string) => prepareHtml(html, config, build.info, siteUrl);
    return {
      appShell: compressBody(prepare(build.appHtml), compression),
      clientShells: servedClientShells(
        build.clientShells,
        prepare,
        (styleHashes, scriptHashes) =>
          contentSecurityPolicy(options.securityHeaders, styleHashes, scriptHashes),
        compression,
      ),
    };
  };
  let served = configuredPages(live.current().content.contact.url);
  live.onChange((site) => {
    served = configuredPages(site.content.contact.url);
  });

  function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    body: ReturnType<typeof compressBody>,
    status = 200,
  ) {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', status === 200 ? 'no-cache' : 'no-store')
      .header('vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body[encoding]);
  }

  await app.register(fastifyStatic, {
    root: build.dir,
    index: false,
    wildcard: true,
    preCompressed: true,
    // The HTML files are served only through the routes below, with the runtime config inlined.
    // The files a static host reads (`_headers`, …) are its configuration, not the site's.
    allowedPath: (pathName) =>
      !pathName.endsWith('.html') &&
      !pathName.startsWith('/_') &&
      !pathName.startsWith('/.vite') &&
      !pathName.startsWith('/ssr/') &&
      pathName !== '/build-info.json',
    cacheControl: false,
    // @fastify/static 10 passes the Fastify reply here.
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', filePath.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  for (const path of Object.keys(contentPageFiles) as Array<keyof typeof contentPageFiles>) {
    app.get(path, { helmet: { contentSecurityPolicy: contentPagePolicy } }, (request, reply) =>
      sendHtml(request, reply, live.current().pages[path]),
    );
  }
  for (const route of appRoutes) {
    // Recovery links carry tokens in the URL of /auth: never pass them on as a referrer.
    const helmet = {
      ...(route === sitePaths.auth && { referrerPolicy: tokenPageReferrerPolicy }),
      ...served.clientShells.helmetFor(route),
    };
    app.get(route, { helmet }, (request, reply) =>
      sendHtml(request, reply, served.clientShells.bodyFor(route, request.url) ?? served.appShell),
    );
  }

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(crawlerFiles.robotsTxt(siteUrl)),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(crawlerFiles.sitemapXml(siteUrl)),
  );

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const isAssetOrApi =
      request.url.startsWith('/assets/') ||
      [authApiPrefix, dataApiPrefix].some((prefix) => request.url.startsWith(`${prefix}/`));
    if (isPageRequest && !isAssetOrApi) {
      const [pathname = '', query] = request.url.split('?');
      const canonical = canonicalPagePath(pathname);
      if (canonical) return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
      return sendHtml(request, reply, served.appShell, 404);
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send({ message: 'Not found' });
  });
}
