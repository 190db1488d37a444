import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BuildOutput } from './build-output.ts';
import {
  type BrowserConfig,
  compressBody,
  inlineStyleHashes,
  negotiateEncoding,
  prepareHtml,
} from './html-document.ts';
import { appRoutes, authApiPrefix, dataApiPrefix, sitePaths } from '../../../shared/site-paths.ts';
import { contentSecurityPolicy, type SecurityHeaderOptions } from './security-headers.ts';
import { canonicalPagePath } from './canonical-path.ts';
import { servedClientShells } from './client-shells.ts';

export interface SitePluginOptions {
  build: BuildOutput;
  browserConfig: BrowserConfig;
  siteUrl: string;
  securityHeaders: SecurityHeaderOptions;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export async function sitePlugin(app: FastifyInstance, options: SitePluginOptions) {
  const { build, browserConfig, siteUrl } = options;
  const landingHtml = prepareHtml(build.landingHtml, browserConfig, build.info, siteUrl);
  const landing = compressBody(landingHtml);
  // The landing page inlines its CSS (one round trip less on a phone); the CSP allows it by hash.
  const landingPolicy = contentSecurityPolicy(
    options.securityHeaders,
    inlineStyleHashes(landingHtml),
  );
  const appShell = compressBody(prepareHtml(build.appHtml, browserConfig, build.info, siteUrl));
  const clientShells = servedClientShells(
    build.clientShells,
    (html) => prepareHtml(html, browserConfig, build.info, siteUrl),
    (styleHashes) => contentSecurityPolicy(options.securityHeaders, styleHashes),
  );

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
    allowedPath: (pathName) =>
      !pathName.endsWith('.html') &&
      !pathName.startsWith('/.vite') &&
      pathName !== '/build-info.json',
    cacheControl: false,
    // @fastify/static 10 passes the Fastify reply here.
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', filePath.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  app.get('/', { helmet: { contentSecurityPolicy: landingPolicy } }, (request, reply) =>
    sendHtml(request, reply, landing),
  );
  for (const route of appRoutes) {
    // Recovery links carry tokens in the URL of /auth: never pass them on as a referrer.
    const helmet = {
      ...(route === sitePaths.auth && { referrerPolicy: { policy: 'no-referrer' as const } }),
      ...clientShells.helmetFor(route),
    };
    app.get(route, { helmet }, (request, reply) =>
      sendHtml(request, reply, clientShells.bodyFor(route, request.url) ?? appShell),
    );
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /auth\nDisallow: /dashboard\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${siteUrl}/</loc></url>\n</urlset>\n`,
      ),
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
      return sendHtml(request, reply, appShell, 404);
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send({ message: 'Not found' });
  });
}
