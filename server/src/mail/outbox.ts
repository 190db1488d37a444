// TEMPORARY STUB
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
export function readOutbox(dir: string) {
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .map((f) => ({
      file: f,
      ...(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
        to: string;
        subject: string;
        link: string;
        createdAt: string;
      }),
    }));
}
export function latestOutboxMessage(dir: string, options: { to?: string } = {}) {
  return readOutbox(dir).find((m) => !options.to || m.to === options.to);
}
