import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchmarksFile = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));

/** Replaces (or appends) one `## title` section of docs/benchmarks.md, leaving the others alone. */
export function writeBenchmarkSection(title: string, body: string): void {
  const current = existsSync(benchmarksFile)
    ? readFileSync(benchmarksFile, 'utf8')
    : '# Benchmarks\n';
  const stamp = `_Last run: ${new Date().toISOString().slice(0, 10)}, ${process.platform}/${process.arch}, Node ${process.version}._`;
  const section = `## ${title}\n\n${stamp}\n\n${body}\n`;
  const sections = current.split(/^(?=## )/m);
  const index = sections.findIndex((part) => part.startsWith(`## ${title}\n`));
  if (index === -1) sections.push(section);
  else sections[index] = section;
  writeFileSync(benchmarksFile, sections.map((part) => part.trimEnd()).join('\n\n') + '\n');
}
