import type { FastifyBaseLogger } from 'fastify';
import { type AuthServices, createAuthServices } from './auth/domain/services.ts';
import type { Config } from './config.ts';
import { explainDamage } from './db/damaged-store.ts';
import { openStore, sqliteFile } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailer } from './mail/mailer.ts';
import { countedMailer } from './metrics/counted-mailer.ts';
import { createMetrics } from './metrics/metrics.ts';
import {
  accountDeletedEmail,
  inviteEmail,
  recoveryEmail,
  signupConfirmationEmail,
} from './mail/templates.ts';
import { signInCodeEmail } from './mail/sign-in-code-email.ts';

export interface AuthRuntime {
  auth: AuthServices;
  apiKeys: { anon: string; serviceRole: string };
  /** Where mail goes, for the start banner: an SMTP host or the outbox folder. */
  mailDestination: string;
  close(): Promise<void>;
}

/** A file that is no SQLite database fails as it opens: said so, not as a stack trace. */
function openStoreOrExplain(config: Config) {
  try {
    return openStore(config);
  } catch (error) {
    throw explainDamage(error, config.databaseUrl ? 'PostgreSQL' : sqliteFile(config.dataDir));
  }
}

/**
 * The store (migrated), the mailer and the auth services for one configuration: what the server
 * and the operator's commands share.
 */
export async function openAuthRuntime(
  config: Config,
  log: FastifyBaseLogger,
): Promise<AuthRuntime> {
  const store = openStoreOrExplain(config);
  try {
    const applied = await migrateToLatest(store.migrationDb);
    // With several instances starting at once, one applies each migration; the log says which.
    if (applied?.length) log.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await store.close();
    throw explainDamage(error, store.location);
  }
  const metrics = createMetrics();
  const mailer = countedMailer(createMailer({ ...config.mail, logger: log }), metrics);
  const auth = createAuthServices({
    config,
    store,
    mailer,
    metrics,
    templates: {
      recovery: recoveryEmail,
      invite: inviteEmail,
      signup: signupConfirmationEmail,
      accountDeleted: accountDeletedEmail,
      signInCode: signInCodeEmail,
    },
    log,
  });
  return {
    auth,
    apiKeys: {
      anon: auth.jwt.signApiKey('anon'),
      serviceRole: auth.jwt.signApiKey('service_role'),
    },
    mailDestination: mailer.destination,
    async close() {
      await mailer.close();
      await store.close();
    },
  };
}
