import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Store } from '../../db/database.ts';
import type { OutgoingMail } from '../../mail/outgoing-mail.ts';
import type { SignInCodeInput } from '../../mail/sign-in-code-email.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import { createRepositories } from '../db/repositories/create-repositories.ts';
import { createJwtIssuer } from './jwt.ts';
import { createOneTimeTokens } from './one-time-tokens.ts';
import { authApiPrefix } from '../../../../shared/site-paths.ts';
import { loadJwtSecret } from './secret.ts';
import { createSessions } from './sessions.ts';

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

type EmailTemplate = (input: { link: string; siteUrl: string; expiresInSeconds: number }) => {
  subject: string;
  text: string;
  html: string;
};

export interface EmailTemplates {
  recovery: EmailTemplate;
  invite: EmailTemplate;
  signup: EmailTemplate;
  accountDeleted: (siteUrl: string) => { subject: string; text: string; html: string };
  signInCode: (input: SignInCodeInput) => { subject: string; text: string; html: string };
}

/** The signer for this configuration: JWT_SECRET, or the one generated into DATA_DIR. */
export function jwtIssuerFor(config: Config) {
  const secret = loadJwtSecret(config.dataDir, config.auth.jwtSecret);
  const issuer = `${config.apiExternalUrl}${authApiPrefix}`;
  return { secret, jwt: createJwtIssuer(secret, issuer, config.auth.jwtExpiry) };
}

/**
 * Everything the auth operations need, built once per application or operator command: the
 * repositories of the store, the signer, sessions, one-time tokens and the mailer.
 */
export function createAuthServices(input: {
  config: Config;
  store: Store;
  mailer: MailSender;
  templates: EmailTemplates;
  log: FastifyBaseLogger;
  /** Counts of what happens (sign-ins, rate-limit refusals), read by `/metrics`. */
  metrics: Metrics;
}) {
  const { config, store } = input;
  const { secret, jwt } = jwtIssuerFor(config);
  const repositories = createRepositories(store);
  return {
    ...input,
    jwt,
    repositories,
    /** A key of its own for each other thing the server signs, all from the one secret. */
    deriveKey: (purpose: string) => createHmac('sha256', secret).update(purpose).digest(),
    sessions: createSessions({
      chainKey: secret,
      policy: {
        inactivityTimeout: config.auth.sessionInactivityTimeout,
        timebox: config.auth.sessionTimebox,
        refreshTokenReuseInterval: config.auth.refreshTokenReuseInterval,
      },
      repositories,
    }),
    oneTimeTokens: createOneTimeTokens({
      expirySeconds: config.auth.otpExpiry,
      inviteExpirySeconds: config.auth.inviteTtl,
      codeKey: secret,
      repositories,
    }),
  };
}

export type AuthServices = ReturnType<typeof createAuthServices>;
