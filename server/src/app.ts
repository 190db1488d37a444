import Fastify from 'fastify';
import { sql } from 'kysely';
import { authApi, authPrefix } from './auth/auth-plugin.ts';
import { createAuthServices } from './auth/create-auth-services.ts';
import type { MailSender } from './auth/services.ts';
import type { Config } from './config.ts';
import { openStore, type Store } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loggerOptions } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { inviteEmail, recoveryEmail, signupConfirmationEmail } from './mail/templates.ts';
import { readBuildOutput } from './site/build-output.ts';
import { securityHeaders } from './site/security-headers.ts';
import { sitePlugin } from './site/site-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The anon and service-role keys of this server (npm run keys prints them too). */
    apiKeys: { anon: string; serviceRole: string };
    store: Store;
    /** Where mail goes, for the start banner: an SMTP host or the outbox folder. */
    mailDestination: string;
  }
}

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

  const store: Store = openStore(config);
  app.addHook('onClose', () => store.close());
  await migrateToLatest(store.db);

  const mailer = createMailer({ ...config.mail, logger: app.log });
  app.addHook('onClose', () => mailer.close());
  const auth = createAuthServices({
    config,
    store,
    mailer: mailer as MailSender,
    templates: {
      recovery: recoveryEmail,
      invite: inviteEmail,
      signup: signupConfirmationEmail,
    },
    log: app.log,
  });
  const apiKeys = {
    anon: await auth.jwt.signApiKey('anon'),
    serviceRole: await auth.jwt.signApiKey('service_role'),
  };

  await app.register(securityHeaders, { siteUrl: config.siteUrl, connectOrigins: [] });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(store.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });

  await app.register(async (scope) => authApi(scope, auth), { prefix: authPrefix });

  if (serveSite) {
    const build = readBuildOutput(distDir);
    await app.register(sitePlugin, {
      build,
      siteUrl: config.siteUrl,
      browserConfig: {
        supabaseUrl: config.siteUrl,
        supabaseAnonKey: apiKeys.anon,
        contactUrl: config.contactUrl ?? build.info.contactUrl,
      },
    });
  }

  app.decorate('apiKeys', apiKeys);
  app.decorate('store', store);
  app.decorate('mailDestination', mailer.destination);
  return app;
}
