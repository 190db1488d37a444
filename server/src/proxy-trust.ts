import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for the private ranges (Fastify hands it the list). */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string) {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (deployment.md): `true` trusts every hop of X-Forwarded-For (right only behind a
 * proxy that overwrites the header), `false` none, a number that many hops from the server, and a
 * comma-separated list names the proxies by address, CIDR block or range name.
 */
export const proxyTrust = z.string().transform((value, context): boolean | number | string[] => {
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      'must be true, false, a number of proxy hops, or comma-separated proxy addresses or CIDR blocks',
  });
  return z.NEVER;
});

/**
 * The value Fastify's `trustProxy` takes. Fastify ignores a plain hop count (it cannot tell a
 * proxy from a client that connects directly), so a count becomes a function of the hop; it is
 * right only where the server cannot be reached but through that many proxies.
 */
export function trustProxyOption(trust: z.infer<typeof proxyTrust>) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
