import { Clapperboard, GraduationCap, ScanSearch } from 'lucide-react';
import { SectionHeading } from '../../components/section-heading.tsx';
import { solutions } from '../../content/landing.ts';

/** One icon per solution, in the content's order. */
const solutionIcons = [ScanSearch, Clapperboard, GraduationCap] as const;

export function SolutionsSection() {
  return (
    <section
      aria-labelledby="nossas-solucoes"
      className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28"
    >
      <SectionHeading id="nossas-solucoes" title={solutions.heading} intro={solutions.intro} />
      <div className="mt-14 grid gap-6 lg:grid-cols-3">
        {solutions.items.map((solution, index) => {
          const Icon = solutionIcons[index % solutionIcons.length]!;
          return (
            <article
              key={solution.id}
              id={solution.id}
              className="flex flex-col rounded-2xl border border-sand-300 bg-ivory-50 p-7 sm:p-8"
            >
              <Icon aria-hidden="true" className="size-8 text-brass-600" strokeWidth={1.5} />
              <h3 className="mt-6 font-display text-title-3 font-medium text-ink-900">
                {solution.name}
              </h3>
              <p className="mt-2 font-medium text-brass-700">{solution.summary}</p>
              <p className="mt-4 text-ink-700">{solution.text}</p>
              <ul className="mt-6 space-y-2 border-t border-sand-200 pt-6 text-small text-ink-800">
                {solution.offers.map((offer) => (
                  <li key={offer} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2 h-px w-3 shrink-0 bg-brass-400" />
                    {offer}
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}
