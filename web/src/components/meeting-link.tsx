import { ArrowUpRight } from 'lucide-react';
import { classNames } from '../lib/class-names.ts';

interface MeetingLinkProps {
  url: string;
  /** The link's words, and what a screen reader hears after them. */
  label: string;
  newTabHint: string;
  /** Where it sits in its card. */
  className?: string;
}

/** A conversation's video-call link, opened in a new tab. */
export function MeetingLink({ url, label, newTabHint, className }: MeetingLinkProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={classNames(
        'inline-flex items-center gap-1.5 rounded-sm font-medium text-brass-700 underline decoration-brass-400 underline-offset-4 hover:text-ink-900',
        className,
      )}
    >
      {label}
      <ArrowUpRight aria-hidden="true" className="size-4" />
      <span className="sr-only">{newTabHint}</span>
    </a>
  );
}
