import Fastify from 'fastify';
import type { Config } from './config.ts';
import { readBuildOutput } from './site/build-output.ts';
import { securityHeaders } from './site/security-headers.ts';
import { sitePlugin } from './site/site-plugin.ts';
import { loggerOptions } from './logger.ts';

export interface AppOptions {
  config: Config;
  /** The built site to serve; tests may point at another build. */
  distDir?: string;
  /** `npm run dev` serves the front end from Vite and only needs the API. */
  serveSite?: boolean;
}

/** Builds the whole application; main.ts listens, tests use `inject()` or a loopback port. */
export async function buildApp({ config, distDir, serveSite = true }: AppOptions) {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });

  await app.register(securityHeaders, { siteUrl: config.siteUrl, connectOrigins: [] });

  app.get('/healthz', async () => ({ status: 'ok' }));

  if (!serveSite) return app;
  const build = readBuildOutput(distDir);
  await app.register(sitePlugin, {
    build,
    siteUrl: config.siteUrl,
    browserConfig: {
      supabaseUrl: config.siteUrl,
      supabaseAnonKey: '',
      contactUrl: config.contactUrl ?? build.info.contactUrl,
    },
  });

  return app;
}
