import { describe, expect, it } from 'vitest';
import { emailLink, linkLandingPath, redirectOnSite, resolveRedirect } from './redirects.ts';

const siteUrl = 'https://consultoria.example.com.br';
const fallback = `${siteUrl}/auth?mode=reset`;
const additional = ['https://app.example.org/auth', 'http://localhost:5173/'];

const resolve = (requested: string | undefined) =>
  resolveRedirect(requested, fallback, siteUrl, additional);

describe('resolveRedirect', () => {
  it('uses the fallback when no redirect is requested', () => {
    expect(resolve(undefined)).toBe(fallback);
    expect(resolve('')).toBe(fallback);
  });

  it("accepts any path on SITE_URL's origin", () => {
    expect(resolve(`${siteUrl}/`)).toBe(`${siteUrl}/`);
    expect(resolve(`${siteUrl}/area-do-cliente/projetos?aba=2#topo`)).toBe(
      `${siteUrl}/area-do-cliente/projetos?aba=2#topo`,
    );
  });

  it("refuses SITE_URL's host on another scheme or port", () => {
    expect(resolve('http://consultoria.example.com.br/')).toBe(fallback);
    expect(resolve('https://consultoria.example.com.br:8443/')).toBe(fallback);
  });

  it('refuses a look-alike host that merely starts with the site host', () => {
    expect(resolve('https://consultoria.example.com.br.evil.example/')).toBe(fallback);
  });

  it('accepts another origin under an ADDITIONAL_REDIRECT_URLS entry', () => {
    expect(resolve('https://app.example.org/auth')).toBe('https://app.example.org/auth');
    expect(resolve('https://app.example.org/auth/callback?next=1')).toBe(
      'https://app.example.org/auth/callback?next=1',
    );
    expect(resolve('http://localhost:5173/qualquer')).toBe('http://localhost:5173/qualquer');
  });

  it("refuses a listed origin outside the entry's path", () => {
    expect(resolve('https://app.example.org/')).toBe(fallback);
    expect(resolve('https://app.example.org/admin')).toBe(fallback);
  });

  it("matches the entry's path as whole segments, not as a string prefix", () => {
    expect(resolve('https://app.example.org/authx')).toBe(fallback);
    expect(resolve('https://app.example.org/auth-admin/callback')).toBe(fallback);
    expect(resolve('https://app.example.org/auth%2F..%2Fadmin')).toBe(fallback);
    expect(resolve('https://app.example.org/auth?next=1')).toBe(
      'https://app.example.org/auth?next=1',
    );
    expect(resolve('https://app.example.org/auth#topo')).toBe('https://app.example.org/auth#topo');
    expect(resolve('https://app.example.org/auth/')).toBe('https://app.example.org/auth/');
  });

  it('judges the path after resolving dot segments', () => {
    expect(resolve('https://app.example.org/auth/../admin')).toBe(fallback);
    expect(resolve('https://app.example.org/auth/%2e%2e/admin')).toBe(fallback);
  });

  it('matches an entry with * or ** as a glob over the whole URL but its fragment', () => {
    const globs = ['https://*.example.net/auth/*', 'http://localhost:3000/**'];
    const match = (requested: string) => resolveRedirect(requested, fallback, siteUrl, globs);
    expect(match('https://preview-1.example.net/auth/callback')).toBe(
      'https://preview-1.example.net/auth/callback',
    );
    expect(match('https://preview-1.example.net/auth/callback?next=1#x')).toBe(
      'https://preview-1.example.net/auth/callback?next=1#x',
    );
    expect(match('http://localhost:3000/a/b/c?d=e')).toBe('http://localhost:3000/a/b/c?d=e');
    // * stops at the separators . and /, as in Supabase's allow list.
    expect(match('https://a.b.example.net/auth/callback')).toBe(fallback);
    expect(match('https://preview-1.example.net/auth/a/b')).toBe(fallback);
    expect(match('https://example.net/auth/callback')).toBe(fallback);
    expect(match('https://preview-1.example.net.evil.example/auth/x')).toBe(fallback);
    expect(match('http://localhost:3001/a')).toBe(fallback);
  });

  it("treats a glob entry's other characters literally", () => {
    const entries = ['https://app.example.org/a.b/*'];
    expect(resolveRedirect('https://app.example.org/a.b/x', fallback, siteUrl, entries)).toBe(
      'https://app.example.org/a.b/x',
    );
    expect(resolveRedirect('https://app.example.org/aXb/x', fallback, siteUrl, entries)).toBe(
      fallback,
    );
  });

  it("refuses the entry's path on an origin that is not listed", () => {
    expect(resolve('https://evil.example/auth/callback')).toBe(fallback);
    expect(resolve('http://app.example.org/auth/callback')).toBe(fallback);
    expect(resolve('http://localhost:5174/')).toBe(fallback);
  });

  it('refuses script and data URLs', () => {
    expect(resolve('javascript:alert(document.cookie)')).toBe(fallback);
    expect(resolve('JavaScript:alert(1)')).toBe(fallback);
    expect(resolve('data:text/html,<script>alert(1)</script>')).toBe(fallback);
  });

  it('refuses a URL with credentials, which can disguise the real host', () => {
    expect(resolve('https://consultoria.example.com.br@evil.example/')).toBe(fallback);
    expect(resolve(`https://ana:segredo@consultoria.example.com.br/`)).toBe(fallback);
    expect(resolve('https://ana@app.example.org/auth/callback')).toBe(fallback);
  });

  it('refuses what is not an absolute URL, protocol-relative ones included', () => {
    expect(resolve('//evil.example/auth')).toBe(fallback);
    expect(resolve('/area-do-cliente')).toBe(fallback);
    expect(resolve('https://')).toBe(fallback);
    expect(resolve('http://[::1')).toBe(fallback);
    expect(resolve('não é uma URL')).toBe(fallback);
  });

  it('ignores a malformed ADDITIONAL_REDIRECT_URLS entry without refusing the valid ones', () => {
    const entries = ['not a url', 'https://app.example.org/auth'];
    expect(resolveRedirect('https://evil.example/', fallback, siteUrl, entries)).toBe(fallback);
    expect(resolveRedirect('https://app.example.org/auth/x', fallback, siteUrl, entries)).toBe(
      'https://app.example.org/auth/x',
    );
  });

  it('accepts only SITE_URL when ADDITIONAL_REDIRECT_URLS is empty', () => {
    expect(resolveRedirect(`${siteUrl}/x`, fallback, siteUrl, [])).toBe(`${siteUrl}/x`);
    expect(resolveRedirect('https://app.example.org/auth', fallback, siteUrl, [])).toBe(fallback);
  });
});

describe('linkLandingPath', () => {
  it('lands recovery and invitation links on the password-setup screen', () => {
    expect(linkLandingPath('recovery')).toBe('/auth?mode=reset');
    expect(linkLandingPath('invite')).toBe('/auth?mode=reset');
  });

  it('lands other links on the home page', () => {
    expect(linkLandingPath('signup')).toBe('');
    expect(linkLandingPath('email_change')).toBe('');
    expect(linkLandingPath('magiclink')).toBe('');
  });
});

describe('redirectOnSite', () => {
  const config = { siteUrl, additionalRedirectUrls: additional };

  it("sends to the site's page at the fallback path when nothing is requested", () => {
    expect(redirectOnSite(config, undefined, '/auth?mode=reset')).toBe(
      'https://consultoria.example.com.br/auth?mode=reset',
    );
    expect(redirectOnSite(config, undefined, '')).toBe(siteUrl);
  });

  it('keeps an allowed redirect', () => {
    expect(redirectOnSite(config, 'https://app.example.org/auth/cb', '')).toBe(
      'https://app.example.org/auth/cb',
    );
  });

  it("replaces a refused redirect with the site's page", () => {
    expect(redirectOnSite(config, 'https://evil.example/', '/auth?mode=reset')).toBe(
      'https://consultoria.example.com.br/auth?mode=reset',
    );
  });
});

describe('emailLink', () => {
  it('adds the token and its type as query parameters', () => {
    const link = new URL(emailLink(`${siteUrl}/`, 'abc123', 'signup'));
    expect(link.origin + link.pathname).toBe(`${siteUrl}/`);
    expect(link.searchParams.get('token_hash')).toBe('abc123');
    expect(link.searchParams.get('type')).toBe('signup');
  });

  it("keeps the redirect's own query parameters", () => {
    const link = new URL(emailLink(`${siteUrl}/auth?mode=reset&lang=pt-BR`, 'abc123', 'recovery'));
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('mode')).toBe('reset');
    expect(link.searchParams.get('lang')).toBe('pt-BR');
    expect(link.searchParams.get('token_hash')).toBe('abc123');
    expect(link.searchParams.get('type')).toBe('recovery');
  });

  it('encodes a token so that it comes back unchanged', () => {
    const token = 'a+b/c=d&type=x';
    const link = new URL(emailLink(`${siteUrl}/`, token, 'invite'));
    expect(link.searchParams.get('token_hash')).toBe(token);
    expect(link.searchParams.getAll('type')).toEqual(['invite']);
  });

  it('replaces a token_hash or type already in the redirect with the link’s own', () => {
    const link = new URL(emailLink(`${siteUrl}/?token_hash=old&type=signup`, 'new', 'recovery'));
    expect(link.searchParams.getAll('token_hash')).toEqual(['new']);
    expect(link.searchParams.getAll('type')).toEqual(['recovery']);
  });
});
