import { splitTextLinks } from '../../lib/text-links.ts';

/**
 * A message's text as its author wrote it, line breaks kept, web and e-mail addresses as links:
 * text nodes and `<a>` elements only, so nothing anyone writes is ever read as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap text-ink-900">
      {splitTextLinks(text).map((part, index) =>
        'href' in part ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm font-medium text-ink-800 underline decoration-brass-600 underline-offset-2 hover:decoration-ink-900"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
