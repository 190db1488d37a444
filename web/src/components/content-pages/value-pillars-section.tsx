import { Compass, LibraryBig, Users } from 'lucide-react';
import { landingAnchors } from '../../../../shared/site-content/landing-anchors.ts';
import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { SectionHeading } from '../section-heading.tsx';

/** One icon per pillar, in the content's order. */
const pillarIcons = [Compass, LibraryBig, Users] as const;

export function ValuePillarsSection({ pillars }: { pillars: SiteContent['pillars'] }) {
  return (
    <section
      aria-labelledby={landingAnchors.pillars}
      className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28"
    >
      <SectionHeading id={landingAnchors.pillars} title={pillars.heading} />
      <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
        {pillars.items.map((pillar, index) => {
          const Icon = pillarIcons[index % pillarIcons.length]!;
          return (
            <li key={index} className="border-t border-sand-300 pt-8">
              <Icon aria-hidden="true" className="size-7 text-brass-600" strokeWidth={1.5} />
              <h3 className="mt-5 font-display text-title-3 font-medium text-ink-900">
                {pillar.title}
              </h3>
              <p className="mt-3 text-ink-700">{pillar.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
