import type { ReactNode, Ref } from 'react';
import { raisedCardClassName } from './raised-card.ts';

interface CardSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  lead: string;
  children: ReactNode;
  /** For a section that sends the keyboard to its heading once the control it was on is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A card of the client area or the console: its heading, what it is for, and its controls. */
export function CardSection({ id, heading, lead, children, headingRef }: CardSectionProps) {
  return (
    <section aria-labelledby={id} className={raisedCardClassName}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="font-display text-title-2 font-medium text-ink-900"
      >
        {heading}
      </h2>
      <p className="mt-3 max-w-prose text-ink-700">{lead}</p>
      <div className="mt-7">{children}</div>
    </section>
  );
}
