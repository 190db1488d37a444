import { describe, expect, it } from 'vitest';
import { rateLimitedAddress } from './rate-limited-address.ts';

describe('rateLimitedAddress', () => {
  it('counts an IPv4 client by its address', () => {
    expect(rateLimitedAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitedAddress('203.0.113.10')).not.toBe(rateLimitedAddress('203.0.113.9'));
  });

  it('counts an IPv4 client reached over IPv6 by its IPv4 address', () => {
    expect(rateLimitedAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitedAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64, which one subscriber usually holds whole', () => {
    const block = rateLimitedAddress('2001:db8:1:2::a');
    expect(block).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2::b',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:0:0:192.0.2.1',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(rateLimitedAddress(address), address).toBe(block);
    }
    expect(rateLimitedAddress('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
  });

  it('expands the :: wherever it stands', () => {
    expect(rateLimitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitedAddress('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
    expect(rateLimitedAddress('1:2:3:4:5::')).toBe('1:2:3:4::/64');
    expect(rateLimitedAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is not an IP address as it is', () => {
    expect(rateLimitedAddress('desconhecido')).toBe('desconhecido');
  });
});
