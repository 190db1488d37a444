import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Anything that can carry a secret is redacted wherever it appears in a log line. */
const redactedPaths = [
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

/** Query strings can carry one-time tokens (`GET /auth/v1/verify?token=…`): log their keys only. */
function urlForLog(url: string) {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const keys = [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
  return `${url.slice(0, queryStart)}?${keys.map((key) => `${key}=…`).join('&')}`;
}

const serializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: urlForLog(request.url),
      remoteAddress: request.ip,
      userAgent: request.headers['user-agent'],
    };
  },
};

/** `stream` lets tests read every log line the server writes. */
export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = !stream && config.nodeEnv !== 'production' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers,
    ...(stream ? { stream } : {}),
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
