import { describe, expect, it } from 'vitest';
import { splitTextLinks } from './text-links.ts';

describe('splitTextLinks', () => {
  it('makes links of web and e-mail addresses, leaving the sentence’s punctuation as text', () => {
    expect(
      splitTextLinks('Veja https://exemplo.com.br/plano?v=2, ou escreva a ana@exemplo.com.'),
    ).toEqual([
      { text: 'Veja ' },
      { text: 'https://exemplo.com.br/plano?v=2', href: 'https://exemplo.com.br/plano?v=2' },
      { text: ', ou escreva a ' },
      { text: 'ana@exemplo.com', href: 'mailto:ana@exemplo.com' },
      { text: '.' },
    ]);
  });

  it('leaves every other scheme and any markup as plain text', () => {
    const text = 'javascript:alert(1) <a href="ftp://x.com">oi</a> www.exemplo.com';
    expect(splitTextLinks(text)).toEqual([{ text }]);
  });
});
