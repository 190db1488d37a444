import { ArrowUpRight, Clapperboard, GraduationCap, ScanSearch } from 'lucide-react';
import { landingAnchors } from '../../../../shared/site-content/landing-anchors.ts';
import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { contactLink } from '../../lib/contact-link.ts';
import { SectionHeading } from '../section-heading.tsx';
import { SitePicture, type SiteImageSizes } from '../site-picture.tsx';

/** One icon per solution, in the content's order. */
const solutionIcons = [ScanSearch, Clapperboard, GraduationCap] as const;

interface SolutionsSectionProps {
  solutions: SiteContent['solutions'];
  contactUrl: string;
  imageSizes: SiteImageSizes;
}

export function SolutionsSection({ solutions, contactUrl, imageSizes }: SolutionsSectionProps) {
  return (
    <section
      aria-labelledby={landingAnchors.solutions}
      className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28"
    >
      <SectionHeading
        id={landingAnchors.solutions}
        title={solutions.heading}
        intro={solutions.intro}
      />
      <div className="mt-14 grid gap-6 lg:grid-cols-3">
        {solutions.items.map((solution, index) => {
          const Icon = solutionIcons[index % solutionIcons.length]!;
          return (
            <article
              // The editor's preview draws drafts too, where two solutions may share an anchor.
              key={index}
              id={solution.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-sand-300 bg-ivory-50"
            >
              {solution.image && (
                <SitePicture
                  image={solution.image}
                  sizes={imageSizes}
                  layout="(min-width: 1024px) 360px, (min-width: 640px) 560px, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
              )}
              <div className="flex flex-1 flex-col p-7 sm:p-8">
                <Icon aria-hidden="true" className="size-8 text-brass-600" strokeWidth={1.5} />
                <h3 className="mt-6 font-display text-title-3 font-medium text-ink-900">
                  {solution.name}
                </h3>
                <p className="mt-2 font-medium text-brass-700">{solution.summary}</p>
                <p className="mt-4 text-ink-700">{solution.text}</p>
                {solution.offers.length > 0 && (
                  <ul className="mt-6 space-y-2 border-t border-sand-200 pt-6 text-small text-ink-800">
                    {solution.offers.map((offer, offerIndex) => (
                      <li key={offerIndex} className="flex gap-3">
                        <span
                          aria-hidden="true"
                          className="mt-2.5 h-px w-3 shrink-0 bg-brass-400"
                        />
                        {offer}
                      </li>
                    ))}
                  </ul>
                )}
                <a
                  href={contactLink(contactUrl, solution.contactMessage)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start pt-6 font-medium text-ink-900 underline decoration-brass-400 underline-offset-4 hover:decoration-ink-900"
                >
                  {solution.contactLabel}
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </a>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
