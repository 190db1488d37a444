/**
 * The legal texts that cost the Markdown renderer the most, each as long and as marked up as the
 * schema allows (decision 028), and those an outside review sent before the limits existed.
 */
import { markdownLimits } from '../shared/site-content/markdown-limits.ts';
import { siteContentLimits } from '../shared/site-content/schema.ts';

const { lines, nesting, blocks, marks } = markdownLimits;

/** Plain words, to fill a line or a text up to the length limit. */
function words(length: number) {
  const sentence = 'O controlador trata os dados pessoais pelo tempo necessário à finalidade. ';
  return sentence
    .repeat(Math.ceil(length / sentence.length))
    .slice(0, length)
    .trimEnd();
}

/** `count` lines made by `line(index)`, each filled with words to share the length limit. */
function linesOf(count: number, line: (index: number) => string, separator = '\n') {
  const room = Math.floor(siteContentLimits.markdown / count) - separator.length;
  return Array.from({ length: count }, (_, index) => {
    const start = line(index);
    return `${start}${words(Math.max(0, room - start.length))}`;
  }).join(separator);
}

const link = '[texto](https://legado.com.br/a) ';
const deepest = '> '.repeat(nesting - 1);
/** The quotes of `deepest` are blocks too. */
const items = blocks - (nesting - 1);

export interface MarkdownCase {
  name: string;
  text: string;
}

/** Texts the schema accepts, at its limits: the largest document has both legal texts so. */
export const allowedWorstCases: MarkdownCase[] = [
  {
    name: `every limit at once: ${lines} lines ${nesting} deep, ${items} list items, ${marks / 2} links`,
    text: linesOf(
      lines,
      (index) => `${deepest}${index < items ? '- ' : '  '}${index < marks / 2 ? link : ''}`,
    ),
  },
  {
    name: `${lines / 2} paragraphs and headings, a blank line apart`,
    text: linesOf(lines / 2, (index) => (index % 3 === 0 ? '## ' : ''), '\n\n'),
  },
  {
    name: `${marks} emphasis marks in one paragraph`,
    text: `${'*a_'.repeat(marks / 2)} ${words(siteContentLimits.markdown - marks * 2)}`,
  },
  {
    name: `${marks / 2} code spans, then entities, in one paragraph`,
    text: `${'`a` '.repeat(marks / 4)}${'&amp; '.repeat(marks / 2)}${words(siteContentLimits.markdown - marks * 4)}`,
  },
  {
    name: `${blocks} list items a blank line apart, ${nesting} levels deep`,
    text: linesOf(blocks, (index) => `${'  '.repeat(index % nesting)}- `, '\n\n'),
  },
  { name: 'one line of plain words', text: words(siteContentLimits.markdown) },
];

/** What the outside review sent, under the old limit of length alone: the schema refuses them now. */
export const refusedCases: MarkdownCase[] = [
  { name: '`*a_` 10,000 times', text: '*a_'.repeat(10_000) },
  { name: '`> ` nested 29,000 deep', text: '> '.repeat(29_000) },
  { name: '`- x` 10,000 times, a blank line apart', text: '- x\n\n'.repeat(10_000) },
];
