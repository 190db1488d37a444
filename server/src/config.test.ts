import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const trustProxyOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('keeps true and false: every hop trusted, or none', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('yes')).toBe(true);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('no')).toBe(false);
  });

  it('reads a number as the count of proxy hops to trust', () => {
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('0')).toBe(0);
  });

  it('reads a comma-separated list of proxy addresses, CIDR blocks and named ranges', () => {
    expect(trustProxyOf('10.0.0.0/8, 192.168.1.7 ,fd00::/8,::1')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '::1',
    ]);
    expect(trustProxyOf('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses what is neither, naming the variable', () => {
    for (const value of [
      'talvez',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0',
      '-1',
      '1.5',
      '10.0.0.1,',
    ]) {
      expect(() => trustProxyOf(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('connection limits', () => {
  it('bounds slow clients by default', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 1000,
    });
  });

  it('refuses a headers timeout longer than the whole request’s', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
  });

  it('bounds every wait on the database by default, the query past the statement', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      statementMs: 5000,
      queryMs: 6000,
      connectMs: 2000,
    });
    expect(() =>
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '8000', DATABASE_QUERY_TIMEOUT_MS: '6000' }),
    ).toThrow(/DATABASE_QUERY_TIMEOUT_MS/);
  });
});

describe('SITE_URL', () => {
  it('builds on PORT when unset, blank included, and says which it built on', () => {
    expect(loadConfig({ SITE_URL: 'https://www.example.com.br', PORT: '9090' })).toMatchObject({
      siteUrl: 'https://www.example.com.br',
      siteUrlFrom: 'SITE_URL',
    });
    expect(loadConfig({ SITE_URL: '', PORT: '9090' })).toMatchObject({
      siteUrl: 'http://localhost:9090',
      siteUrlFrom: 'PORT',
    });
    expect(loadConfig({ PORT: '' })).toMatchObject({
      siteUrl: 'http://localhost:8080',
      siteUrlFrom: 'default port',
    });
  });
});

describe('API_EXTERNAL_URL', () => {
  it('defaults to the origin of SITE_URL', () => {
    expect(loadConfig({ SITE_URL: 'https://www.example.com.br/' }).apiExternalUrl).toBe(
      'https://www.example.com.br',
    );
    expect(loadConfig({ PORT: '9090' }).apiExternalUrl).toBe('http://localhost:9090');
  });

  it('names another origin for a site on a static host', () => {
    const config = loadConfig({
      SITE_URL: 'https://www.example.com.br',
      API_EXTERNAL_URL: 'https://auth.example.com.br/',
    });
    expect(config.apiExternalUrl).toBe('https://auth.example.com.br');
    expect(config.siteUrl).toBe('https://www.example.com.br');
    expect(() => loadConfig({ API_EXTERNAL_URL: 'ftp://auth.example.com.br' })).toThrow(
      /API_EXTERNAL_URL/,
    );
  });
});

describe('metrics', () => {
  it('are off by default, and on loopback when given a port', () => {
    expect(loadConfig({}).metrics).toEqual({
      port: undefined,
      host: '127.0.0.1',
      token: undefined,
    });
    expect(loadConfig({ METRICS_PORT: '9464', container: 'docker' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
  });

  it('refuses the site’s own port and a short token', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('the contact link', () => {
  it('takes a public address, and refuses one the console could not publish again', () => {
    expect(loadConfig({ CONTACT_URL: 'https://wa.me/5511999999999' }).contactUrl).toBe(
      'https://wa.me/5511999999999',
    );
    expect(() => loadConfig({ CONTACT_URL: 'http://localhost:3000' })).toThrow(/CONTACT_URL/);
    expect(() => loadConfig({ CONTACT_URL: 'javascript:alert(1)' })).toThrow(/CONTACT_URL/);
  });
});

describe('INVITE_TTL', () => {
  const inviteTtlOf = (value?: string) =>
    loadConfig(value === undefined ? {} : { INVITE_TTL: value }).auth.inviteTtl;

  it('lasts seven days by default and reads days, hours, minutes or seconds', () => {
    expect(inviteTtlOf()).toBe(7 * 86_400);
    expect(inviteTtlOf('48h')).toBe(48 * 3600);
    expect(inviteTtlOf('3d')).toBe(3 * 86_400);
    expect(inviteTtlOf('90m')).toBe(90 * 60);
    expect(inviteTtlOf('3600')).toBe(3600);
  });

  it('refuses what is not a duration, nothing, and more than a month', () => {
    for (const value of ['sete dias', '7 d', '1w', '-1d', '0h', '31d']) {
      expect(() => inviteTtlOf(value), value).toThrow(/INVITE_TTL/);
    }
  });
});

describe('SITE_COMPRESSION', () => {
  it('compresses the pages at their best by default, and refuses what is neither', () => {
    expect(loadConfig({}).siteCompression).toBe('best');
    expect(loadConfig({ SITE_COMPRESSION: 'fast' }).siteCompression).toBe('fast');
    expect(() => loadConfig({ SITE_COMPRESSION: 'rapida' })).toThrow(/SITE_COMPRESSION/);
  });
});
