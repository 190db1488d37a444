import type { FastifyRequest } from 'fastify';
import { emailAddress } from '../domain/email-address.ts';
import { enforceRequestLimits, limitRules } from '../../platform/rate-limits/request-limits.ts';
import { routeLimit } from '../../platform/rate-limits/route-limit.ts';
import type { RateLimit } from '../../platform/rate-limits/rate-limit-window.ts';
import type { AuthServices } from '../domain/services.ts';
import { signedInOf } from './guards.ts';

/**
 * The address a password grant signs in to, with its failure limit; none when the e-mail does not
 * parse (no account can have it, and the answer is that of a wrong password).
 */
export function signInAddress(services: AuthServices, email: string) {
  const address = emailAddress.safeParse(email).data;
  if (address === undefined) return undefined;
  return { email: address, attempts: limitRules(services.config).signInFailuresPerEmail(address) };
}

/** The rate limits a route declares, as preHandlers; over a limit, 429 and `Retry-After`. */
export function createLimiters(services: AuthServices) {
  const rules = limitRules(services.config);
  const limitedBy = (select: (request: FastifyRequest) => RateLimit[]) =>
    routeLimit((request) => enforceRequestLimits(services, select(request)));

  return {
    tokenPerIp: limitedBy((request) => [rules.tokenPerIp(request.ip)]),
    /**
     * Per IP, and against the address before the hash, in one commit: parallel guesses cannot
     * pass the address's limit while its count lags behind.
     */
    passwordSignIn: limitedBy((request) => {
      const { email } = request.body as { email: string };
      const address = signInAddress(services, email);
      return [rules.tokenPerIp(request.ip), ...(address ? [address.attempts] : [])];
    }),
    emailRoutesPerIp: limitedBy((request) => [rules.emailRoutesPerIp(request.ip)]),
    verifyPerIp: limitedBy((request) => [rules.verifyPerIp(request.ip)]),
    writesPerUser: limitedBy((request) => [rules.apiWritesPerUser(signedInOf(request).user.id)]),
    operatorWritesPerIp: limitedBy((request) => [rules.operatorWritesPerIp(request.ip)]),
  };
}
