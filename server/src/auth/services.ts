import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Store } from '../db/database.ts';
import type { JwtIssuer } from './jwt.ts';
import type { OneTimeTokens } from './one-time-tokens.ts';
import type { Sessions } from './sessions.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

export type EmailTemplate = (input: {
  link: string;
  siteUrl: string;
  expiresInSeconds: number;
}) => { subject: string; text: string; html: string };

export interface EmailTemplates {
  recovery: EmailTemplate;
  invite: EmailTemplate;
  signup: EmailTemplate;
}

/** Everything a route of /auth/v1 needs, built once per application. */
export interface AuthServices {
  config: Config;
  store: Store;
  jwt: JwtIssuer;
  sessions: Sessions;
  oneTimeTokens: OneTimeTokens;
  mailer: MailSender;
  templates: EmailTemplates;
  log: FastifyBaseLogger;
}
