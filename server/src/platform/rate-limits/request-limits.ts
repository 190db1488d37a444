import type { Config } from '../../config.ts';
import type { PlatformServices } from '../platform-services.ts';
import type { Queryable } from '../queryable.ts';
import { type RateLimit, windowVerdict } from './rate-limit-window.ts';
import { rateLimitedAddress } from './rate-limited-address.ts';
import { RateLimitRefusal } from './rate-limit-refusal.ts';

const fiveMinutes = 300;
const fifteenMinutes = 900;
const oneHour = 3600;

/**
 * The limits of auth-api.md ("Limits"), keyed by IP (an IPv6 client by its /64) or e-mail, sized
 * from the configuration.
 */
export function limitRules({ rateLimits: limits }: Config) {
  return {
    tokenPerIp: (ip: string): RateLimit => ({
      key: `token:ip:${rateLimitedAddress(ip)}`,
      limit: limits.tokenPerIp,
      windowSeconds: fiveMinutes,
    }),
    signInFailuresPerEmail: (email: string): RateLimit => ({
      key: `sign-in-failures:email:${email}`,
      limit: limits.signInFailuresPerEmail,
      windowSeconds: fifteenMinutes,
    }),
    emailRoutesPerIp: (ip: string): RateLimit => ({
      key: `email-routes:ip:${rateLimitedAddress(ip)}`,
      limit: limits.emailRoutesPerIp,
      windowSeconds: fiveMinutes,
    }),
    verifyPerIp: (ip: string): RateLimit => ({
      key: `verify:ip:${rateLimitedAddress(ip)}`,
      limit: limits.verifyPerIp,
      windowSeconds: fiveMinutes,
    }),
    /** The first run's link, checked or used (decision 037): the verify routes' size. */
    setupPerIp: (ip: string): RateLimit => ({
      key: `setup:ip:${rateLimitedAddress(ip)}`,
      limit: limits.verifyPerIp,
      windowSeconds: fiveMinutes,
    }),
    /** One budget for a user's writes in both APIs (sign-out and second factors in /auth/v1). */
    apiWritesPerUser: (userId: string): RateLimit => ({
      key: `api-writes:user:${userId}`,
      limit: limits.apiWritesPerUser,
      windowSeconds: fiveMinutes,
    }),
    /**
     * The content editor's saves as the team types (decision 039): a budget of their own, so that
     * an afternoon of editing never spends the one "Publicar" draws on. One a second on average.
     */
    contentDraftSavesPerUser: (userId: string): RateLimit => ({
      key: `content-draft-saves:user:${userId}`,
      limit: 300,
      windowSeconds: fiveMinutes,
    }),
    /**
     * Dossiers of a plan a user downloads (decision 058): each is a PDF drawn on the server, a read
     * that costs as much as many writes, so it has a budget of its own.
     */
    dossierRendersPerUser: (userId: string): RateLimit => ({
      key: `dossier-renders:user:${userId}`,
      limit: 20,
      windowSeconds: fiveMinutes,
    }),
    operatorWritesPerIp: (ip: string): RateLimit => ({
      key: `operator-writes:ip:${rateLimitedAddress(ip)}`,
      limit: limits.operatorWritesPerIp,
      windowSeconds: fiveMinutes,
    }),
    /** Bookings and reschedules a client makes (docs/portal.md, decision 031). */
    bookingChangesPerUser: (userId: string): RateLimit => ({
      key: `booking-changes:user:${userId}`,
      limit: limits.bookingChangesPerHour,
      windowSeconds: oneHour,
    }),
    /** Wrong TOTP codes against one factor: five per 15 minutes (decision 015). */
    factorCodeFailures: (factorId: string): RateLimit => ({
      key: `factor-code-failures:factor:${factorId}`,
      limit: 5,
      windowSeconds: fifteenMinutes,
    }),
    factorCodeFailuresPerIp: (ip: string): RateLimit => ({
      key: `factor-code-failures:ip:${rateLimitedAddress(ip)}`,
      limit: limits.verifyPerIp,
      windowSeconds: fiveMinutes,
    }),
    /**
     * Wrong codes to sign in by e-mail against one address, known or not (decision 044): above the
     * five one code allows, so its owner gets a second code's five.
     */
    signInCodeFailuresPerEmail: (email: string): RateLimit => ({
      key: `sign-in-code-failures:email:${email}`,
      limit: 10,
      windowSeconds: oneHour,
    }),
    emailSent: (email: string): RateLimit => ({
      key: `email-sent:email:${email}`,
      limit: 1,
      windowSeconds: limits.emailSentInterval,
    }),
  };
}

/**
 * Counts a request against its limits, several in one commit; over any of them, 429
 * `over_request_rate_limit`.
 */
export async function enforceRequestLimits(services: PlatformServices, rules: RateLimit[]) {
  const now = new Date();
  const count = async (db: Queryable) => {
    const verdicts = [];
    for (const rule of rules) verdicts.push(await countHit(services, db, rule, now));
    return verdicts;
  };
  const { db } = services.store;
  const verdicts = rules.length === 1 ? await count(db) : await db.transaction().execute(count);
  const overAt = verdicts.findIndex((verdict) => !verdict.allowed);
  if (overAt === -1) return;
  countRefusal(services, rules[overAt]!);
  throw new RateLimitRefusal('requests', verdicts[overAt]!.retryAfterSeconds);
}

/** One e-mail per address per interval, for known and unknown addresses alike. */
export async function enforceEmailCooldown(services: PlatformServices, email: string) {
  const rule = limitRules(services.config).emailSent(email);
  const verdict = await countLimitHit(services, services.store.db, rule);
  if (!verdict.allowed) throw new RateLimitRefusal('email_interval', verdict.retryAfterSeconds);
}

/**
 * Counts one hit against `rule` with `db`, which may be the transaction of the change it counts
 * (so a change that does not commit does not count); the refusal is the caller's to word.
 */
export async function countLimitHit(services: PlatformServices, db: Queryable, rule: RateLimit) {
  const verdict = await countHit(services, db, rule, new Date());
  if (!verdict.allowed) countRefusal(services, rule);
  return verdict;
}

/** Counted by the limit's name, the first part of its key (`token`, `email-sent`…), not its key. */
function countRefusal(services: PlatformServices, rule: RateLimit) {
  services.metrics.rateLimitRefusals.inc({ limit: rule.key.split(':')[0] });
}

/** Takes back a hit counted in advance that turned out not to count. */
export function refundLimit(services: PlatformServices, db: Queryable, rule: RateLimit) {
  return services.repositories.rateLimitCounters.refund(db, rule.key);
}

async function countHit(services: PlatformServices, db: Queryable, rule: RateLimit, now: Date) {
  const counter = services.repositories.rateLimitCounters;
  return windowVerdict(await counter.hit(db, rule.key, rule.windowSeconds, now), rule, now);
}
