import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openFactorSecret, sealFactorSecret } from './factor-secret.ts';

const key = randomBytes(32);
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('factor secrets at rest', () => {
  it('opens what it sealed, and never stores the secret as it is', () => {
    const sealed = sealFactorSecret(key, 'factor-1', secret);
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toBe(sealFactorSecret(key, 'factor-1', secret));
    expect(openFactorSecret(key, 'factor-1', sealed)).toBe(secret);
  });

  it('does not open under another key, for another factor, or once altered', () => {
    const sealed = sealFactorSecret(key, 'factor-1', secret);
    expect(() => openFactorSecret(randomBytes(32), 'factor-1', sealed)).toThrow();
    expect(() => openFactorSecret(key, 'factor-2', sealed)).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => openFactorSecret(key, 'factor-1', altered)).toThrow();
    expect(() => openFactorSecret(key, 'factor-1', secret)).toThrow('unknown factor secret format');
  });
});
