import { describe, expect, it } from 'vitest';
import { safeFileName } from './incoming-file.ts';

describe('the name a material keeps', () => {
  it('is the last segment of a path, whichever slash it uses', () => {
    expect(safeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\ana\\Documentos\\plano.pdf')).toBe('plano.pdf');
    expect(safeFileName('pasta/sub\\mista/aula.mp4')).toBe('aula.mp4');
  });

  it('loses control characters, quotes and leading dots, and reads the form escapes', () => {
    expect(safeFileName('carta%22final%22.pdf')).toBe('cartafinal.pdf');
    expect(safeFileName('linha%0D%0Anova.pdf')).toBe('linhanova.pdf');
    expect(safeFileName('tab\tbell\u0007.pdf')).toBe('tabbell.pdf');
    expect(safeFileName('...oculto.pdf')).toBe('oculto.pdf');
    expect(safeFileName('  espaços  .pdf ')).toBe('espaços  .pdf');
  });

  it('keeps accents and is cut to 200 characters with its extension', () => {
    expect(safeFileName('Sucessão e patrimônio — 2026.pdf')).toBe(
      'Sucessão e patrimônio — 2026.pdf',
    );
    const long = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('may come out empty, for the caller to name', () => {
    expect(safeFileName('../')).toBe('');
    expect(safeFileName('"')).toBe('');
  });
});
