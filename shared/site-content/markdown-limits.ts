/**
 * How much structure a legal page's Markdown may have (decision 028). The parser behind
 * react-markdown (micromark) and React spend tens of microseconds on each line, list item, level
 * of nesting and inline mark, and some of that work grows with the square of their number (each
 * emphasis mark is matched against those before it in its paragraph, each list item or quote that
 * closes copies the events of all the text before it, each level is checked again on every line,
 * and React renders a nested element per level). Within these limits a document with both legal
 * texts at their longest renders in under 200 ms (`npm run bench:site`).
 */
export const markdownLimits = {
  /** Lines, blank ones too (each adds to what a closing list item or quote copies). */
  lines: 500,
  /** Lists and quotes (`>`) one inside another, on any line. */
  nesting: 3,
  /** List items and quotes. */
  blocks: 100,
  /** Runs of the characters that start inline Markdown: `*` `_` `` ` `` `[` `]` `<` `&` `\`. */
  marks: 400,
} as const;

export type MarkdownLimit = keyof typeof markdownLimits;

/** What `markdownLimits` counts in a text. */
type MarkdownShape = Record<MarkdownLimit, number>;

const isBlank = (character: string | undefined) =>
  character === undefined || character === ' ' || character === '\t';

const isDigit = (character: string | undefined) =>
  character !== undefined && character >= '0' && character <= '9';

/** The list or quote marker at `index` (`>`, `-`, `*`, `+`, `1.`, `12)`), by its length. */
function markerLength(line: string, index: number): number {
  const character = line[index];
  if (character === '>') return 1;
  if (character === '-' || character === '*' || character === '+') {
    return isBlank(line[index + 1]) ? 1 : 0;
  }
  let end = index;
  while (isDigit(line[end]) && end - index < 9) end += 1;
  if (end === index || (line[end] !== '.' && line[end] !== ')') || !isBlank(line[end + 1])) {
    return 0;
  }
  return end + 1 - index;
}

/**
 * A line's leading markers: how many quotes and list items it opens, how deep they nest at most,
 * and where its text starts. Each marker opens a level, and so may each two columns of
 * indentation beyond the space after a marker (a list nested by indentation alone).
 */
function linePrefix(line: string) {
  let quotes = 0;
  let items = 0;
  let columns = 0;
  let index = 0;
  while (index < line.length) {
    if (line[index] === ' ' || line[index] === '\t') {
      columns += line[index] === '\t' ? 4 : 1;
      index += 1;
      continue;
    }
    const length = markerLength(line, index);
    if (length === 0) break;
    if (line[index] === '>') quotes += 1;
    else items += 1;
    index += length;
  }
  const markers = quotes + items;
  const nesting = markers + Math.ceil(Math.max(0, columns - markers) / 2);
  return { quotes, items, nesting, textStart: index };
}

const markCharacters = new Set(['*', '_', '`', '[', ']', '<', '&', '\\']);

/** Runs of mark characters in `line` from `start` (`**` is one run). */
function markRuns(line: string, start: number) {
  let runs = 0;
  for (let index = start; index < line.length; index += 1) {
    const character = line[index]!;
    if (markCharacters.has(character) && line[index - 1] !== character) runs += 1;
  }
  return runs;
}

/**
 * Counts, in one pass, what `markdownLimits` limits. Where Markdown's reading is subtle it counts
 * more, never less: a quote interrupted by a lazy line is counted as two.
 */
function markdownShape(text: string): MarkdownShape {
  const shape: MarkdownShape = { lines: 0, nesting: 0, blocks: 0, marks: 0 };
  let openQuotes = 0;
  // Markdown ends a line at a carriage return too.
  for (const line of text.split(/\r\n?|\n/)) {
    shape.lines += 1;
    if (line.trim() === '') {
      openQuotes = 0;
      continue;
    }
    const prefix = linePrefix(line);
    shape.nesting = Math.max(shape.nesting, prefix.nesting);
    // A quote is one block over its lines: a line counts the levels it opens beyond the last's.
    shape.blocks += prefix.items + Math.max(0, prefix.quotes - openQuotes);
    openQuotes = prefix.quotes;
    shape.marks += markRuns(line, prefix.textStart);
  }
  return shape;
}

/** The first limit `text` goes past, if any. */
export function markdownLimitPassed(text: string): MarkdownLimit | undefined {
  const shape = markdownShape(text);
  return (Object.keys(markdownLimits) as MarkdownLimit[]).find(
    (limit) => shape[limit] > markdownLimits[limit],
  );
}
