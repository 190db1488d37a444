/** A piece of a message's text: as written, or a link to open. */
export type TextPart = { text: string } | { text: string; href: string };

// A web address (http or https) or an e-mail address, up to the next space or angle bracket.
const linkPattern = /\bhttps?:\/\/[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;
// Punctuation that ends a sentence more often than an address.
const trailingPunctuation = /[.,;:!?)\]}'"]+$/;

/**
 * `text` split into plain pieces and links, for a message drawn as text nodes and `<a>`
 * elements, never as HTML: only web and e-mail addresses become links.
 */
export function splitTextLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(linkPattern)) {
    const found = match[0].replace(trailingPunctuation, '');
    const start = match.index;
    if (start > from) parts.push({ text: text.slice(from, start) });
    const href = /^https?:/i.test(found) ? found : `mailto:${found}`;
    parts.push({ text: found, href });
    from = start + found.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
