import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** `/admin/clientes/:id` or `/assets/*` as a regular expression over a whole path. */
function pathPattern(source: string) {
  const escaped = source
    .split(/(:\w+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${escaped}$`);
}

/** `_headers`: a path on its own line, its headers indented below it. */
function readHeaderRules(text: string) {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(line.trim()), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    rules.at(-1)!.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** `_redirects`: `from to status[!]`; only rewrites (200, 404) are needed here. */
function readRedirectRules(text: string) {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.trim().split(/\s+/);
      return {
        pattern: pathPattern(from!),
        to: to!,
        status: Number(status.replace('!', '')),
        forced: status.endsWith('!'),
      };
    });
}

/**
 * A static host as Netlify and Cloudflare Pages behave, enough for the site: files from `root`,
 * `_redirects` rewrites (a file at the path wins unless the rule is forced), `404.html` with 404
 * for any other path, and the `_headers` of every matching rule (a header given twice has its
 * values joined, as Cloudflare does). It reads nothing else: no runtime configuration, no API.
 */
export async function startStaticHost(root: string, port: number) {
  const read = (name: string) => {
    const file = path.join(root, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const headerRules = readHeaderRules(read('_headers'));
  const redirectRules = readRedirectRules(read('_redirects'));
  const isFile = (urlPath: string) => {
    const file = path.join(root, urlPath);
    return (
      file.startsWith(root) &&
      !path.basename(file).startsWith('_') &&
      existsSync(file) &&
      statSync(file).isFile()
    );
  };

  function resolve(urlPath: string): { file: string; status: number } {
    for (const rule of redirectRules) {
      if (!rule.pattern.test(urlPath)) continue;
      if (!rule.forced && isFile(urlPath)) break;
      return { file: rule.to, status: rule.status };
    }
    if (isFile(urlPath)) return { file: urlPath, status: 200 };
    return { file: '/404.html', status: 404 };
  }

  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url!, 'http://host').pathname);
    const { file, status } = resolve(urlPath);
    const headers: Record<string, string> = {};
    for (const rule of headerRules.filter(({ pattern }) => pattern.test(urlPath))) {
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
      }
    }
    headers['content-type'] = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    response.writeHead(status, headers).end(readFileSync(path.join(root, file)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
