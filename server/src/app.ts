import Fastify from 'fastify';
import { sql } from 'kysely';
import { authApiPrefix, dataApiPrefix } from '../../shared/site-paths.ts';
import { dataApi } from './api/http/data-api.ts';
import { createApiServices } from './api/domain/api-services.ts';
import { jobHandlers } from './api/domain/jobs/job-handlers.ts';
import { createJobWorker } from './platform/jobs/job-worker.ts';
import { createFirstRunServices, issueSetupLink } from './api/domain/first-run/setup-link.ts';
import { scheduleCalendarSyncs } from './api/domain/calendars/calendar-sync.ts';
import { scheduleStorePruning } from './api/domain/jobs/store-pruning.ts';
import { schedulePlanDigest } from './api/domain/plans/digest/plan-digest.ts';
import { authApi } from './auth/http/auth-api.ts';
import type { Config } from './config.ts';
import { assertSqliteIntact, damageOf } from './db/damaged-store.ts';
import { type Store, sqliteFile } from './db/database.ts';
import { loggerOptions } from './logger.ts';
import { serveMetrics } from './metrics/metrics-endpoint.ts';
import { type Metrics, watchJobQueue } from './metrics/metrics.ts';
import { measureRequests } from './metrics/request-metrics.ts';
import { trustProxyOption } from './proxy-trust.ts';
import { openAuthRuntime } from './auth-runtime.ts';
import { capConnections, connectionTimeouts } from './connection-limits.ts';
import { trackRequestsInFlight } from './drain.ts';
import { clientErrorHandler, frameworkErrorHandler, siteErrorHandler } from './framework-errors.ts';
import { readLiveContent } from './api/domain/site-content/site-content.ts';
import { readBuildOutput } from './site/build-output.ts';
import { openContentSite } from './site/content-site.ts';
import { siteMedia } from './site/site-media.ts';
import { securityHeaders } from './site/security-headers.ts';
import { sitePlugin } from './site/site-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The anon and service-role keys of this server (npm run keys prints them too). */
    apiKeys: { anon: string; serviceRole: string };
    store: Store;
    metrics: Metrics;
    /** Where mail goes, for the start banner: an SMTP host or the outbox folder. */
    mailDestination: string;
    /** A new first-run link while the team has no account, for the start banner (decision 037). */
    setupLinkWhileNoStaff(): Promise<string | undefined>;
    /** From now on `/readyz` answers 503: the process is about to stop. */
    leaveRotation(): void;
  }
}

export interface AppOptions {
  config: Config;
  /** The built site to serve; tests may point at another build. */
  distDir?: string;
  /** `npm run dev` serves the front end from Vite and only needs the API. */
  serveSite?: boolean;
  /** Where log lines go instead of stdout (tests capture them). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole application; main.ts listens, tests use `inject()` or a loopback port. */
export async function buildApp({ config, distDir, serveSite = true, logStream }: AppOptions) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    ...connectionTimeouts(config.connections),
    frameworkErrors: frameworkErrorHandler(config.siteUrl),
    clientErrorHandler: clientErrorHandler(config.siteUrl),
  });

  app.decorate('declaredRoutes', []);
  capConnections(app, config.connections);
  // The APIs answer their errors in their own shape; everything else gets this.
  app.setErrorHandler(siteErrorHandler(config.siteUrl));
  const drained = trackRequestsInFlight(app);
  let leaving = false;
  if (!config.databaseUrl) assertSqliteIntact(sqliteFile(config.dataDir));
  const runtime = await openAuthRuntime(config, app.log);
  const { auth, apiKeys } = runtime;
  const { store, metrics } = auth;
  const build = serveSite ? readBuildOutput(distDir) : undefined;
  const contentSite = await openContentSite(config, app.log, distDir);
  const liveSite = contentSite?.live;
  const api = createApiServices(auth, liveSite?.rendering);
  if (config.metrics.port !== undefined || config.metrics.token !== undefined) {
    measureRequests(app, metrics);
    watchJobQueue(metrics, () =>
      auth.repositories.jobs.backlog(store.db, new Date().toISOString()),
    );
    serveMetrics(app, metrics, config.metrics);
  }
  // Jobs run only in the server (JOBS_WORKER), never in the operator's commands.
  const worker = config.jobs.worker ? createJobWorker(api.auth, jobHandlers(api)) : undefined;
  app.addHook('onReady', async () => {
    if (serveSite) contentSite?.warm();
    await liveSite?.start({
      read: (upTo) => readLiveContent(api, upTo),
      version: () => api.siteContent.liveVersion(store.db),
    });
    if (!worker) return;
    // The first daily pruning run; each run schedules the next.
    await scheduleStorePruning(api);
    // Each connected calendar's next reading; each reading schedules the next.
    await scheduleCalendarSyncs(api);
    // The weekly digest of stalled plans; each run schedules the next.
    await schedulePlanDigest(api);
    worker.start();
  });
  // On close: new requests get 503, those in flight finish, the job in hand finishes, then
  // connections and the store close.
  app.addHook('preClose', () => drained());
  app.addHook('onClose', async () => {
    await contentSite?.close();
    await worker?.stop();
    await runtime.close();
  });

  await app.register(async (scope) => authApi(scope, auth), { prefix: authApiPrefix });
  await app.register(async (scope) => dataApi(scope, api), { prefix: dataApiPrefix });

  // Everything outside the API carries the site's page headers. The API sets its own fixed JSON
  // headers; kept out of this scope, its requests do not run helmet's two hooks.
  const apiOrigin = new URL(config.apiExternalUrl).origin;
  const headerOptions = {
    siteUrl: config.siteUrl,
    connectOrigins: apiOrigin === new URL(config.siteUrl).origin ? [] : [apiOrigin],
  };
  await app.register(async (pages) => {
    await pages.register(securityHeaders, headerOptions);

    // A monitor must see the process as it is now, never a cached answer.
    pages.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
    pages.get('/readyz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (leaving) return reply.code(503).send({ status: 'shutting down' });
      // A store that answered with damage stays unready: it needs its backup, not a retry.
      if (damageOf(store)) return reply.code(503).send({ status: 'database damaged' });
      try {
        await sql`select 1`.execute(store.db);
        const stale = liveSite?.staleness();
        if (!stale) return { status: 'ready' };
        // Ready all the same: the site is served, with an earlier version of its content.
        const { newestVersion, servedVersion, reason } = stale;
        return {
          status: 'ready',
          site_content: { newest_version: newestVersion, served_version: servedVersion, reason },
        };
      } catch {
        return reply.code(503).send({ status: 'database unavailable' });
      }
    });

    await pages.register(siteMedia, { store, siteContent: api.siteContent });

    if (build) {
      if (!contentSite)
        throw new Error('The built site has no page renderer: run "npm run build".');
      await pages.register(sitePlugin, {
        build,
        live: contentSite.live,
        pageTemplate: contentSite.pageTemplate,
        compression: config.siteCompression,
        siteUrl: config.siteUrl,
        securityHeaders: headerOptions,
        browserConfig: {
          supabaseUrl: config.apiExternalUrl,
          supabaseAnonKey: apiKeys.anon,
          contactUrl: contentSite.live.current().content.contact.url,
          passwordMinLength: config.auth.passwordMinLength,
          staffRequireMfa: config.staff.requireMfa,
        },
      });
    }
  });

  app.decorate('apiKeys', apiKeys);
  app.decorate('store', store);
  app.decorate('metrics', metrics);
  app.decorate('mailDestination', runtime.mailDestination);
  app.decorate('setupLinkWhileNoStaff', () => issueSetupLink(createFirstRunServices(auth)));
  app.decorate('leaveRotation', () => {
    leaving = true;
  });
  return app;
}
