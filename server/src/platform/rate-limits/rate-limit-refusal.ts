/**
 * A request over one of its limits. Each API answers it in its own format: 429 with
 * `Retry-After`, `over_request_rate_limit` or, for the e-mail interval,
 * `over_email_send_rate_limit`.
 */
export class RateLimitRefusal extends Error {
  constructor(
    readonly limit: 'requests' | 'email_interval',
    readonly retryAfterSeconds: number,
  ) {
    super(
      limit === 'requests'
        ? 'Request rate limit reached'
        : `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`,
    );
    this.name = 'RateLimitRefusal';
  }
}
