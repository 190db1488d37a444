import { Hourglass } from 'lucide-react';
import { adminPendingContent } from '../../../content/admin-pending.ts';
import { raisedCardClassName } from '../../client-area/raised-card.ts';
import { ConsolePage } from './console-page.tsx';

/** A console page whose data is not served yet: its place in the nav, and an honest word. */
export function PendingPage({ page }: { page: 'clients' | 'audit' }) {
  const { title, heading } = adminPendingContent[page];
  return (
    <ConsolePage title={title}>
      <section aria-labelledby="em-preparacao" className={raisedCardClassName}>
        <Hourglass aria-hidden="true" className="size-8 text-brass-600" strokeWidth={1.5} />
        <h2 id="em-preparacao" className="mt-4 font-display text-2xl font-medium text-ink-900">
          {heading}
        </h2>
        <p className="mt-3 max-w-2xl leading-relaxed text-ink-700">{adminPendingContent.text}</p>
      </section>
    </ConsolePage>
  );
}
