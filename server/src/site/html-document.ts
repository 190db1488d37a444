import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export interface CompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface BrowserConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  contactUrl: string;
  /** `PASSWORD_MIN_LENGTH`, so the new-password form refuses what the server would. */
  passwordMinLength: number;
  /** `STAFF_REQUIRE_MFA`, so a member of the team without a factor sets one up after the password. */
  staffRequireMfa: boolean;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element must not be able to close it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Turns a built HTML file into what is served: the browser's allow-listed configuration inlined as
 * a JSON script (not executed, so the CSP holds), and the values baked in at build time (public
 * origin, contact link) swapped for the ones configured at run time.
 */
export function prepareHtml(
  template: string,
  browserConfig: BrowserConfig,
  built: { siteUrl: string; contactUrl: string },
  siteUrl: string,
): string {
  const configTag = `<script type="application/json" id="runtime-config">${scriptSafeJson(browserConfig)}</script>`;
  let html = template.replace('<!--runtime-config-->', configTag);
  if (built.contactUrl !== browserConfig.contactUrl) {
    html = html.replaceAll(
      `href="${escapeAttribute(built.contactUrl)}"`,
      `href="${escapeAttribute(browserConfig.contactUrl)}"`,
    );
  }
  if (built.siteUrl !== siteUrl) html = html.replaceAll(built.siteUrl, siteUrl);
  return html;
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** CSP sources allowing exactly the document's inline style elements (the landing page's CSS). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => cspHash(css!));
}

/**
 * CSP sources allowing exactly the document's inline scripts, written without attributes (the
 * runtime configuration's JSON is data, never run, and needs none).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => cspHash(code!));
}

/**
 * How hard the pages are compressed once, when they are made (`SITE_COMPRESSION`): `best` for
 * what visitors download; `fast` where servers start by the hundred and publish often (the tests),
 * about a tenth of the CPU for pages a few percent larger (decision 055).
 */
export type CompressionEffort = 'best' | 'fast';

const compressionOptions = {
  best: { brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, gzip: { level: 9 } },
  fast: { brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } },
};

export function compressBody(text: string, effort: CompressionEffort): CompressedBody {
  const identity = Buffer.from(text, 'utf8');
  const options = compressionOptions[effort];
  return {
    identity,
    br: brotliCompressSync(identity, options.brotli),
    gzip: gzipSync(identity, options.gzip),
  };
}

const brotliOffThread = promisify(brotliCompress);
const gzipOffThread = promisify(gzip);

/**
 * `compressBody` on libuv's thread pool, for a running server: brotli's best quality takes about
 * 60 ms of CPU per page, which would otherwise hold every request waiting behind it.
 */
export async function compressBodyOffThread(
  text: string,
  effort: CompressionEffort,
): Promise<CompressedBody> {
  const identity = Buffer.from(text, 'utf8');
  const options = compressionOptions[effort];
  const [br, gzipped] = await Promise.all([
    brotliOffThread(identity, options.brotli),
    gzipOffThread(identity, options.gzip),
  ]);
  return { identity, br, gzip: gzipped };
}

/** Picks the best encoding the client accepts (q=0 means "not acceptable"). */
export function negotiateEncoding(acceptEncoding: string | undefined): keyof CompressedBody {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
