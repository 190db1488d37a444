import { CalendarDays } from 'lucide-react';
import { landingAnchors } from '../../../../shared/site-content/landing-anchors.ts';
import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { contactLink } from '../../lib/contact-link.ts';
import { ButtonLink } from '../button.tsx';

interface ClosingCallSectionProps {
  closingCall: SiteContent['closingCall'];
  contactUrl: string;
}

export function ClosingCallSection({ closingCall, contactUrl }: ClosingCallSectionProps) {
  return (
    <section aria-labelledby={landingAnchors.closingCall} className="px-5 pb-20 sm:px-8 sm:pb-28">
      <div className="mx-auto max-w-6xl rounded-3xl bg-ink-900 px-6 py-16 text-center text-ivory-50 sm:px-12 sm:py-20">
        <h2
          id={landingAnchors.closingCall}
          className="mx-auto max-w-2xl font-display text-title-1 font-medium text-balance"
        >
          {closingCall.heading}
        </h2>
        <p className="mx-auto mt-6 max-w-xl text-lead text-sand-200">{closingCall.text}</p>
        <ButtonLink
          href={contactLink(contactUrl, closingCall.contactMessage)}
          external
          variant="accent"
          size="lg"
          className="mt-10"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
          {closingCall.scheduleLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
