import { countLimitHit, limitRules } from '../../../platform/rate-limits/request-limits.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { ApiServices } from '../api-services.ts';
import { AgendaRefusal } from './agenda-refusal.ts';

/**
 * Counts a client's booking or reschedule in the transaction that makes it, so only changes that
 * commit count; past RATE_LIMIT_BOOKING_CHANGES_PER_HOUR, `booking_change_limit` until the hour
 * ends. A cancellation is not counted: it is never refused for this (decision 031).
 */
export async function countBookingChange(services: ApiServices, trx: Queryable, userId: string) {
  const rule = limitRules(services.auth.config).bookingChangesPerUser(userId);
  const verdict = await countLimitHit(services.auth, trx, rule);
  if (!verdict.allowed) {
    throw new AgendaRefusal('booking_change_limit', rule.limit, verdict.retryAfterSeconds);
  }
}
