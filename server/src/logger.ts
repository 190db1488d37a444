import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Anything that can carry a secret is redacted wherever it appears in a log line. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.apikey',
  'req.headers.cookie',
  '*.password',
  '*.refresh_token',
  '*.access_token',
  '*.token',
  '*.token_hash',
  '*.apikey',
  '*.authorization',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = config.nodeEnv !== 'production' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
