import type { PDFFont } from 'pdf-lib';
import type { Face } from './dossier-fonts.ts';

/** A stretch of text drawn in one font. */
export interface Run {
  text: string;
  font: PDFFont;
}

/** Characters no embedded font has, written as the ASCII that says the same. */
const standIns: Record<string, string> = {
  '→': '->',
  '⟶': '->',
  '⇒': '=>',
  '←': '<-',
  '⟵': '<-',
  '⇐': '<=',
  '↔': '<->',
  '⇔': '<=>',
  '✓': 'v',
  '✔': 'v',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
};

/** What joins or dresses an emoji, and pictographs: decoration, left out. */
const decoration = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|\u20e3/u;

/** Each face's font for each character met so far (null: none has it). */
const choices = new WeakMap<Face, Map<string, PDFFont | null>>();

function fontFor(face: Face, character: string) {
  let known = choices.get(face);
  if (!known) {
    known = new Map();
    choices.set(face, known);
  }
  let font = known.get(character);
  if (font === undefined) {
    const codePoint = character.codePointAt(0)!;
    font = face.fonts.find((candidate) => candidate.getCharacterSet().includes(codePoint)) ?? null;
    known.set(character, font);
  }
  return font;
}

/** A character no font of the face has: its stand-in, its letters without their marks, or none. */
function standInFor(face: Face, character: string): string {
  const standIn = standIns[character];
  if (standIn !== undefined) return standIn;
  const plain = character.normalize('NFKD').replace(/\p{M}/gu, '');
  if (plain && plain !== character && [...plain].every((part) => fontFor(face, part))) return plain;
  if (decoration.test(character)) return '';
  // A letter or a digit still counts: a mark where it was, rather than a word that shrank.
  return /[\p{L}\p{N}]/u.test(character) ? '?' : '';
}

/**
 * One paragraph as the face can draw it (decision 058): every character one of its fonts has,
 * or its stand-in. A character left out takes the space before it along ("fim 🚀." → "fim.").
 */
export function fitText(face: Face, text: string) {
  let fitted = '';
  for (const character of text.normalize('NFC')) {
    const drawn = fontFor(face, character) ? character : standInFor(face, character);
    fitted = drawn ? fitted + drawn : fitted.replace(/ $/, '');
  }
  return fitted;
}

/** Fitted text cut where its font changes (a text of characters `fitText` keeps). */
export function runsOf(face: Face, fitted: string): Run[] {
  const runs: Run[] = [];
  for (const character of fitted) {
    const font = fontFor(face, character)!;
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ text: character, font });
  }
  return runs;
}

export const widthOf = (face: Face, fitted: string, size: number) =>
  runsOf(face, fitted).reduce(
    (width, run) => width + run.font.widthOfTextAtSize(run.text, size),
    0,
  );
