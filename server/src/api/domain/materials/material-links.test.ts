import { describe, expect, it } from 'vitest';
import { createMaterialLinks } from './material-links.ts';

const material = '6f1c2b0e-8a51-4d0f-9c3e-2a7b5d4e1f00';
const other = '0d9e8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const holder = { userId: 'user-1', sessionId: 'session-1' };
const links = createMaterialLinks(Buffer.from('a key for the tests, 32 bytes ok'));
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

describe('links to a material', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const link = links.create(material, holder, now);

  it('point at the file and last six hours', () => {
    expect(link.url.startsWith(`/api/v1/materials/${material}/file?token=`)).toBe(true);
    expect(link.expires_at).toBe('2026-11-23T18:00:00.000Z');
  });

  it('name the user and session they were made for, until they expire', () => {
    const token = tokenOf(link.url);
    expect(links.verify(token, material, now)).toEqual(holder);
    expect(links.verify(token, material, new Date('2026-11-23T17:59:59Z'))).toEqual(holder);
    expect(links.verify(token, material, new Date('2026-11-23T18:00:00Z'))).toBeUndefined();
  });

  it('open no other material, and nothing once altered or signed with another key', () => {
    const token = tokenOf(link.url);
    expect(links.verify(token, other, now)).toBeUndefined();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ m: material, u: 'someone-else', s: 'session-1', e: 9_999_999_999 }),
    ).toString('base64url');
    expect(links.verify(`${forged}.${signature}`, material, now)).toBeUndefined();
    expect(links.verify(`${payload}.${signature}x`, material, now)).toBeUndefined();
    expect(links.verify(`${payload}`, material, now)).toBeUndefined();
    expect(links.verify(`${token}.extra`, material, now)).toBeUndefined();
    const elsewhere = createMaterialLinks(Buffer.from('another key entirely, 32 bytes!!'));
    expect(elsewhere.verify(token, material, now)).toBeUndefined();
  });
});
