import type { Face } from './dossier-fonts.ts';
import { fitText, widthOf } from './fitted-text.ts';

/** The longest start of `word` that fits in `width`, at least one character. */
function fittingStart(face: Face, word: string, size: number, width: number) {
  const characters = [...word];
  let count = 1;
  while (
    count < characters.length &&
    widthOf(face, characters.slice(0, count + 1).join(''), size) <= width
  ) {
    count += 1;
  }
  return characters.slice(0, count).join('');
}

/** One paragraph in lines no wider than `width`; a word longer than a line is cut. */
function paragraphLines(face: Face, paragraph: string, size: number, width: number) {
  const space = widthOf(face, ' ', size);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (let word of paragraph.split(' ').filter(Boolean)) {
    let wordWidth = widthOf(face, word, size);
    if (line && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    while (wordWidth > width) {
      const start = fittingStart(face, word, size, width);
      lines.push(start);
      word = word.slice(start.length);
      wordWidth = widthOf(face, word, size);
    }
    line = word;
    lineWidth = wordWidth;
  }
  if (line) lines.push(line);
  return lines;
}

/** A text (its line breaks kept) fitted to the face and wrapped to `width`. */
export function textLines(face: Face, text: string, size: number, width: number) {
  return text
    .split(/\r?\n/)
    .map((paragraph) => fitText(face, paragraph.replace(/\s+/g, ' ')).trim())
    .filter(Boolean)
    .flatMap((paragraph) => paragraphLines(face, paragraph, size, width));
}
