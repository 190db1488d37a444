import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Store } from '../db/database.ts';
import { JwtIssuer } from './jwt.ts';
import { createOneTimeTokens } from './one-time-tokens.ts';
import { loadJwtSecret } from './secret.ts';
import type { AuthServices, EmailTemplates, MailSender } from './services.ts';
import { createSessions } from './sessions.ts';

export function authIssuer(config: Config) {
  return `${config.siteUrl}/auth/v1`;
}

/** The signer for this configuration: JWT_SECRET, or the one generated into DATA_DIR. */
export function jwtIssuerFor(config: Config) {
  const secret = loadJwtSecret(config.dataDir, config.auth.jwtSecret);
  return { secret, jwt: new JwtIssuer(secret, authIssuer(config), config.auth.jwtExpiry) };
}

export function createAuthServices(input: {
  config: Config;
  store: Store;
  mailer: MailSender;
  templates: EmailTemplates;
  log: FastifyBaseLogger;
}): AuthServices {
  const { config, store } = input;
  const { secret, jwt } = jwtIssuerFor(config);
  return {
    ...input,
    jwt,
    sessions: createSessions({
      chainKey: secret,
      dialect: store.dialect,
      inactivityTimeout: config.auth.sessionInactivityTimeout,
      timebox: config.auth.sessionTimebox,
      refreshTokenReuseInterval: config.auth.refreshTokenReuseInterval,
    }),
    oneTimeTokens: createOneTimeTokens(config.auth.otpExpiry, secret),
  };
}
