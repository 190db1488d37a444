import { ArrowUpRight, Clapperboard, GraduationCap, ScanSearch } from 'lucide-react';
import { ButtonLink } from '../../components/button.tsx';
import { contactUrl } from '../../config/runtime-config.ts';
import { dashboardContent, type Offering } from '../../content/dashboard.ts';

/** One icon per offering, in the content's order (as on the landing page). */
const offeringIcons = [ScanSearch, Clapperboard, GraduationCap] as const;

export function OfferingCard({ offering, index }: { offering: Offering; index: number }) {
  const Icon = offeringIcons[index % offeringIcons.length]!;
  const headingId = `offering-${offering.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-sand-300 bg-ivory-50 p-7 transition-shadow hover:shadow-lg hover:shadow-ink-900/5"
    >
      <Icon aria-hidden="true" className="size-8 text-brass-600" strokeWidth={1.5} />
      <h3 id={headingId} className="mt-6 font-display text-title-3 font-medium text-ink-900">
        {offering.name}
      </h3>
      <p className="mt-2 font-medium text-brass-700">{offering.summary}</p>
      <p className="mt-4 flex-1 text-ink-700">{offering.text}</p>
      <ButtonLink
        href={contactUrl()}
        external
        variant="primary"
        className="mt-8 self-start"
        aria-describedby={headingId}
      >
        {offering.actionLabel}
        <ArrowUpRight aria-hidden="true" className="size-4" />
        <span className="sr-only">{dashboardContent.offerings.newTabHint}</span>
      </ButtonLink>
    </article>
  );
}
