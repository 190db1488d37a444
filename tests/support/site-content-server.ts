import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import type { SiteContent } from '../../shared/site-content/schema.ts';
import { type Backend, type RunningAuthServer, startAuthServer } from './auth-server.ts';
import { apiRequest, signedInAccount } from './data-api.ts';
import { createTestDatabase } from './embedded-postgres.ts';

export const contentTables = ['site_content_versions', 'site_images', 'site_image_files'] as const;

export interface TeamContent {
  version: number;
  published_at: string | null;
  published_by: { id: string; email: string | null } | null;
  content: SiteContent;
  images: Array<{ id: string; width: number; height: number }>;
}

export async function readContent(server: RunningAuthServer, token: string) {
  const response = await apiRequest(server, 'GET', '/admin/content', token);
  expect(response.status).toBe(200);
  return (await response.json()) as TeamContent;
}

export const publish = (server: RunningAuthServer, token: string, content: unknown, base: number) =>
  apiRequest(server, 'PUT', '/admin/content', token, { content, base_version: base });

export const withTitle = (content: SiteContent, title: string): SiteContent => ({
  ...content,
  hero: { ...content.hero, title },
});

export const withPrivacyText = (content: SiteContent, body: string): SiteContent => ({
  ...content,
  legal: { ...content.legal, privacy: { ...content.legal.privacy, body } },
});

export const page = async (server: RunningAuthServer, pagePath: string) =>
  (await fetch(`${server.url}${pagePath}`)).text();

/** A served site on a store of its own, which a second instance may open too (a restart). */
export async function startSite(backend: Backend, environment: Record<string, string> = {}) {
  const errorLines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => errorLines.push(...chunk.toString('utf8').split('\n')));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'legado-site-'));
  const databaseUrl =
    backend === 'postgres' ? await createTestDatabase(inject('postgresAdminUrl')) : undefined;
  const server = await startAuthServer(
    backend,
    {
      CONTROLLER_EMAIL: 'dpo@legado.example.com',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...environment,
    },
    { serveSite: true, logStream },
  );
  const staff = await signedInAccount(server, { staff: true });
  const client = await signedInAccount(server);
  return {
    server,
    dataDir,
    databaseUrl,
    staff: staff.token,
    staffEmail: staff.email,
    client: client.token,
    errorLines,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function uploadImage(
  server: RunningAuthServer,
  token: string,
  bytes: Buffer,
  name = 'foto.jpg',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.url}/api/v1/admin/content/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** A camera-like JPEG: 1600 × 1200 pixels stored sideways (EXIF orientation 6), with a location. */
export function cameraPhoto() {
  return sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 176, g: 141, b: 87 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Fotógrafa' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG in one colour, `width` × `height`: long ones stay small, their rows all alike. */
export const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 176, g: 141, b: 87 } } })
    .png()
    .toBuffer();

export type ServedSite = Awaited<ReturnType<typeof startSite>>;
