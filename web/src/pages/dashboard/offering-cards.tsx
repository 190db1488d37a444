import { dashboardContent } from '../../content/dashboard.ts';
import { OfferingCard } from './offering-card.tsx';

/** Seed §2: the three offerings, each opening the contact link in a new tab. */
export function OfferingCards() {
  const { offerings } = dashboardContent;
  return (
    <section aria-labelledby="ofertas" className="mt-16 sm:mt-20">
      <span aria-hidden="true" className="mb-6 block h-px w-12 bg-brass-400" />
      <h2 id="ofertas" className="font-display text-title-1 font-medium text-ink-900">
        {offerings.heading}
      </h2>
      <p className="mt-4 max-w-prose text-ink-700">{offerings.intro}</p>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {offerings.items.map((offering, index) => (
          <OfferingCard key={offering.id} offering={offering} index={index} />
        ))}
      </div>
    </section>
  );
}
