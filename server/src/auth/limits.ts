import { authErrors } from './errors.ts';
import { type RateLimit, rateLimits } from './rate-limits.ts';
import type { AuthServices } from './services.ts';

const fiveMinutes = 300;
const fifteenMinutes = 900;

/** The limits of auth-api.md ("Limits"), keyed by IP or e-mail, sized from the configuration. */
export function limitRules({ config }: AuthServices) {
  const limits = config.rateLimits;
  return {
    tokenPerIp: (ip: string): RateLimit => ({
      key: `token:ip:${ip}`,
      limit: limits.tokenPerIp,
      windowSeconds: fiveMinutes,
    }),
    signInFailuresPerEmail: (email: string): RateLimit => ({
      key: `sign-in-failures:email:${email}`,
      limit: limits.signInFailuresPerEmail,
      windowSeconds: fifteenMinutes,
    }),
    emailRoutesPerIp: (ip: string): RateLimit => ({
      key: `email-routes:ip:${ip}`,
      limit: limits.emailRoutesPerIp,
      windowSeconds: fiveMinutes,
    }),
    verifyPerIp: (ip: string): RateLimit => ({
      key: `verify:ip:${ip}`,
      limit: limits.verifyPerIp,
      windowSeconds: fiveMinutes,
    }),
    emailSent: (email: string): RateLimit => ({
      key: `email-sent:email:${email}`,
      limit: 1,
      windowSeconds: limits.emailSentInterval,
    }),
  };
}

/** Counts a request against a limit; over it, 429 `over_request_rate_limit`. */
export async function enforceRequestLimit(services: AuthServices, rule: RateLimit) {
  const result = await rateLimits.hit(services.store.db, rule);
  if (!result.allowed) throw authErrors.overRequestRateLimit(result.retryAfterSeconds);
}

/** Counts a request against several limits in one commit; over any of them, 429. */
export async function enforceRequestLimits(services: AuthServices, rules: RateLimit[]) {
  const results = await services.store.db.transaction().execute(async (trx) => {
    const counted = [];
    for (const rule of rules) counted.push(await rateLimits.hit(trx, rule));
    return counted;
  });
  const over = results.find((result) => !result.allowed);
  if (over) throw authErrors.overRequestRateLimit(over.retryAfterSeconds);
}

/** One e-mail per address per interval, for known and unknown addresses alike. */
export async function enforceEmailCooldown(services: AuthServices, email: string) {
  const result = await rateLimits.hit(services.store.db, limitRules(services).emailSent(email));
  if (!result.allowed) throw authErrors.overEmailSendRateLimit(result.retryAfterSeconds);
}
