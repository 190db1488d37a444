import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfOf } from '../../../../../tests/support/material-files.ts';
import { isWholePdf } from './pdf-structure.ts';

const folder = await mkdtemp(path.join(os.tmpdir(), 'pdf-structure-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

async function checked(name: string, bytes: Buffer) {
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  return isWholePdf(file, bytes.length);
}

/** A one-page PDF whose page entry starts `before` bytes short of 1 MiB, where a read ends. */
function pageAcrossFirstMebibyte(before: number) {
  const withFiller = (length: number) =>
    pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      `<< /Length ${length} >>\nstream\n${'x'.repeat(length)}\nendstream`,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >>',
    ]);
  // A length of as many digits as the final one, so the layout does not move.
  const draft = 1_000_000;
  return withFiller(draft + 1024 * 1024 - before - withFiller(draft).indexOf('/Type /Page '));
}

describe('a whole PDF', () => {
  it('is found to have a page even where a read cuts the page entry', async () => {
    for (const before of [1, 6, 11, 12, 30]) {
      const pdf = pageAcrossFirstMebibyte(before);
      expect(pdf.indexOf('/Type /Page ')).toBe(1024 * 1024 - before);
      expect(await checked(`cut-${before}.pdf`, pdf), `${before}`).toBe(true);
    }
  });
});
