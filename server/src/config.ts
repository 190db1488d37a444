import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultPasswordMinLength, passwordMaxLength } from '../../shared/credential-limits.ts';
import { siteContentSchema } from '../../shared/site-content/schema.ts';
import { proxyTrust } from './proxy-trust.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const seconds = z.coerce.number().int().positive();
const count = z.coerce.number().int().positive();
const milliseconds = z.coerce.number().int().positive();

const secondsPerUnit = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
/** A length of time written as `7d`, `48h`, `90m` or `3600s` (a bare number is seconds), in seconds. */
const duration = z
  .string()
  .regex(/^\d+[smhd]?$/, 'must be a duration such as 7d, 48h, 90m or 3600s')
  .transform((value) => {
    const unit = (/[smhd]$/.exec(value)?.[0] ?? 's') as keyof typeof secondsPerUnit;
    return Number.parseInt(value, 10) * secondsPerUnit[unit];
  })
  .pipe(z.number().int().positive('must be longer than nothing'));

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).optional(),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    API_EXTERNAL_URL: z.url({ protocol: /^https?$/ }).optional(),
    ADDITIONAL_REDIRECT_URLS: z.string().default(''),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.default(5000),
    DATABASE_QUERY_TIMEOUT_MS: milliseconds.default(6000),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds.default(2000),
    // The site content's first contact link: refused here if the console could not publish it.
    CONTACT_URL: z
      .url({ protocol: /^https?$/ })
      .refine(
        (url) => siteContentSchema.shape.contact.shape.url.safeParse(url).success,
        'must be a public web address, as the site content accepts (https://wa.me/…)',
      )
      .optional(),
    CONTROLLER_EMAIL: z.email().optional(),
    SITE_RENDER_TIMEOUT_MS: milliseconds.default(1000),
    SITE_COMPRESSION: z.enum(['best', 'fast']).default('best'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: proxyTrust.default(false),

    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),

    HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
    REQUEST_TIMEOUT_MS: milliseconds.default(120_000),
    CONNECTION_IDLE_TIMEOUT_MS: milliseconds.default(30_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
    MAX_CONNECTIONS: count.default(1000),
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),

    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_EXPIRY: seconds.default(3600),
    DISABLE_SIGNUP: booleanFlag.default(true),
    MAILER_AUTOCONFIRM: booleanFlag.default(false),
    PASSWORD_MIN_LENGTH: z.coerce
      .number()
      .int()
      .min(defaultPasswordMinLength)
      .max(passwordMaxLength)
      .default(defaultPasswordMinLength),
    OTP_EXPIRY: seconds.default(3600),
    // An invitation waits for the client; a month at most, as a link in a mailbox is a key.
    INVITE_TTL: duration
      .pipe(z.number().max(30 * 86_400, 'must be at most 30d'))
      .default(7 * 86_400),
    REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).default(10),
    SESSION_INACTIVITY_TIMEOUT: seconds.default(7 * 24 * 3600),
    SESSION_TIMEBOX: seconds.default(30 * 24 * 3600),

    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Legacy <nao-responda@localhost>'),

    TEAM_NOTIFY_EMAIL: z.email().optional(),
    TEAM_NOTIFY_WINDOW_MINUTES: count.default(5),
    BOOKING_REMINDER_HOURS: count.default(24),

    JOBS_WORKER: booleanFlag.default(true),
    JOBS_POLL_INTERVAL_MS: count.default(1000),
    JOBS_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
    JOBS_MAX_ATTEMPTS: count.default(8),
    JOBS_LEASE_SECONDS: seconds.default(300),
    // Six months, as the Marco Civil (art. 15) asks of a company's access records (decision 027).
    RETENTION_DAYS: count.default(180),

    RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: count.default(10),
    RATE_LIMIT_TOKEN_PER_IP: count.default(150),
    RATE_LIMIT_EMAIL_ROUTES_PER_IP: count.default(30),
    RATE_LIMIT_VERIFY_PER_IP: count.default(30),
    RATE_LIMIT_EMAIL_SENT_INTERVAL: seconds.default(60),
    RATE_LIMIT_API_WRITES_PER_USER: count.default(120),
    RATE_LIMIT_OPERATOR_WRITES_PER_IP: count.default(600),
    RATE_LIMIT_BOOKING_CHANGES_PER_HOUR: count.default(10),

    STAFF_REQUIRE_MFA: booleanFlag.default(true),

    MATERIAL_MAX_BYTES: count.default(100 * 1024 * 1024),
    S3_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .refine((values) => values.METRICS_PORT !== values.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT (the metrics are kept off the site)',
  })
  .refine((values) => values.HEADERS_TIMEOUT_MS <= values.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
  })
  .refine((values) => values.DATABASE_STATEMENT_TIMEOUT_MS <= values.DATABASE_QUERY_TIMEOUT_MS, {
    path: ['DATABASE_QUERY_TIMEOUT_MS'],
    message:
      'must not be below DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL cancels a slow statement first)',
  });

export type Config = ReturnType<typeof loadConfig>;

/**
 * The process environment, with `.env` in the working directory loaded into it first when there is
 * one (`cp .env.example .env`). A variable set in the environment wins over the file.
 */
export function processEnvironment(): NodeJS.ProcessEnv {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}

/** Reads and validates the environment once at start; every bad field is reported together. */
export function loadConfig(environment: NodeJS.ProcessEnv = processEnvironment()) {
  const given = withoutBlanks(environment);
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const inContainer =
    environment.container !== undefined || environment.KUBERNETES_SERVICE_HOST !== undefined;
  const siteUrl = (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST ?? (inContainer ? '0.0.0.0' : '127.0.0.1'),
    siteUrl,
    /** What `siteUrl` is built on, which the operator's commands say beside the links they print. */
    siteUrlFrom: values.SITE_URL
      ? ('SITE_URL' as const)
      : given.PORT === undefined
        ? ('default port' as const)
        : ('PORT' as const),
    /**
     * Where this server's own API is reached from outside: links it builds to itself (the
     * `/verify` links, the token issuer). Another origin than the site's when the site is on a
     * static host.
     */
    apiExternalUrl: (values.API_EXTERNAL_URL ?? new URL(siteUrl).origin).replace(/\/+$/, ''),
    additionalRedirectUrls: values.ADDITIONAL_REDIRECT_URLS.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    /** PostgreSQL: how long a statement may run, and how long to wait for an answer at all. */
    databaseTimeouts: {
      statementMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      queryMs: values.DATABASE_QUERY_TIMEOUT_MS,
      connectMs: values.DATABASE_CONNECT_TIMEOUT_MS,
    },
    contactUrl: values.CONTACT_URL,
    /** The LGPD controller's address on the privacy page until the team sets one. */
    controllerEmail: values.CONTROLLER_EMAIL,
    /**
     * How long the content pages of one version may take to render (off the event loop) before
     * the version is refused at publication, or passed over for an earlier one (decision 028).
     */
    siteRenderTimeoutMs: values.SITE_RENDER_TIMEOUT_MS,
    /** How hard the pages are compressed when they are made (`html-document.ts`, decision 055). */
    siteCompression: values.SITE_COMPRESSION,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    /**
     * `/metrics` in the Prometheus format: on a port of its own (loopback unless METRICS_HOST says
     * otherwise), and with METRICS_TOKEN as a bearer token wherever it is served; with a token and
     * no port, on the site's port. Neither: not served.
     */
    metrics: {
      port: values.METRICS_PORT,
      host: values.METRICS_HOST,
      token: values.METRICS_TOKEN,
    },
    connections: {
      /** Time to receive a request's headers, then the whole request with its body. */
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      /** A connection with nothing sent or received this long is closed. */
      idleTimeoutMs: values.CONNECTION_IDLE_TIMEOUT_MS,
      /** How long a connection waits for its next request between two. */
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: values.MAX_CONNECTIONS,
    },
    /**
     * On SIGTERM, how long `/readyz` fails while requests are still served, so that a load
     * balancer stops sending new ones before the server closes (docs/operations.md, "Upgrades").
     */
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS,
    auth: {
      jwtSecret: values.JWT_SECRET,
      jwtExpiry: values.JWT_EXPIRY,
      disableSignup: values.DISABLE_SIGNUP,
      autoconfirm: values.MAILER_AUTOCONFIRM,
      passwordMinLength: values.PASSWORD_MIN_LENGTH,
      otpExpiry: values.OTP_EXPIRY,
      /** How long an invitation's link lasts, in seconds (the other e-mail links: `otpExpiry`). */
      inviteTtl: values.INVITE_TTL,
      refreshTokenReuseInterval: values.REFRESH_TOKEN_REUSE_INTERVAL,
      sessionInactivityTimeout: values.SESSION_INACTIVITY_TIMEOUT,
      sessionTimebox: values.SESSION_TIMEBOX,
    },
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    agenda: {
      /** Where the team's booking notices go; unset, to every staff account. */
      teamNotifyEmail: values.TEAM_NOTIFY_EMAIL,
      /** The team hears of a client's booking changes in one e-mail per this many minutes. */
      teamNotifyWindowMinutes: values.TEAM_NOTIFY_WINDOW_MINUTES,
      reminderHours: values.BOOKING_REMINDER_HOURS,
    },
    jobs: {
      /** false: this instance serves requests only and leaves the jobs to the others. */
      worker: values.JOBS_WORKER,
      pollIntervalMs: values.JOBS_POLL_INTERVAL_MS,
      retryBaseSeconds: values.JOBS_RETRY_BASE_SECONDS,
      maxAttempts: values.JOBS_MAX_ATTEMPTS,
      leaseSeconds: values.JOBS_LEASE_SECONDS,
      /**
       * Days the audit log, finished jobs, and ended sessions, refresh tokens and one-time tokens
       * are kept before a daily job deletes them.
       */
      retentionDays: values.RETENTION_DAYS,
    },
    staff: {
      /** The team's console and staff API only at aal2: a verified second factor. */
      requireMfa: values.STAFF_REQUIRE_MFA,
    },
    materials: {
      maxBytes: values.MATERIAL_MAX_BYTES,
      /** Unset: files live in the store. */
      s3Url: values.S3_URL,
    },
    rateLimits: {
      signInFailuresPerEmail: values.RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL,
      tokenPerIp: values.RATE_LIMIT_TOKEN_PER_IP,
      emailRoutesPerIp: values.RATE_LIMIT_EMAIL_ROUTES_PER_IP,
      verifyPerIp: values.RATE_LIMIT_VERIFY_PER_IP,
      emailSentInterval: values.RATE_LIMIT_EMAIL_SENT_INTERVAL,
      apiWritesPerUser: values.RATE_LIMIT_API_WRITES_PER_USER,
      operatorWritesPerIp: values.RATE_LIMIT_OPERATOR_WRITES_PER_IP,
      bookingChangesPerHour: values.RATE_LIMIT_BOOKING_CHANGES_PER_HOUR,
    },
  };
}

/** `FOO=` in an env file means "not set", as most tools read it. */
function withoutBlanks(environment: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
}
