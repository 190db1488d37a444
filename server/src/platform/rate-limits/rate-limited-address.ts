import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a per-IP limit counts a client as: an IPv4 address as it is (also when it reaches us as
 * `::ffff:a.b.c.d`), an IPv6 address by its /64, since one subscriber usually holds a whole /64
 * and could otherwise take a fresh address for every request.
 */
export function rateLimitedAddress(ip: string) {
  const address = ip.split('%', 1)[0]!;
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:([\d.]+)$/i.exec(address)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  return `${hextets(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded, in lower-case hex without zeros. */
function hextets(address: string) {
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ipv4Hextets(group) : [group]));
  const [head = '', tail] = address.split('::');
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - first.length - last.length).fill('0');
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16).toString(16));
}

/** An IPv4 address written at the end of an IPv6 one (`64:ff9b::192.0.2.1`) is its last two groups. */
function ipv4Hextets(dotted: string) {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return [(a * 256 + b).toString(16), (c * 256 + d).toString(16)];
}
