import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).optional(),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  CONTACT_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once at start; every bad field is reported together. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(environment);
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
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST ?? (inContainer ? '0.0.0.0' : '127.0.0.1'),
    siteUrl,
    dataDir: path.resolve(values.DATA_DIR),
    contactUrl: values.CONTACT_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
  };
}
