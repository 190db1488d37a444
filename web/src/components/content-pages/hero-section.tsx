import { ArrowUpRight } from 'lucide-react';
import { landingAnchors } from '../../../../shared/site-content/landing-anchors.ts';
import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { contactLink } from '../../lib/contact-link.ts';
import { BrandRings } from '../brand-rings.tsx';
import { ButtonLink } from '../button.tsx';

interface HeroSectionProps {
  hero: SiteContent['hero'];
  contactUrl: string;
}

export function HeroSection({ hero, contactUrl }: HeroSectionProps) {
  return (
    <section
      aria-labelledby={landingAnchors.heroTitle}
      className="relative overflow-hidden bg-ink-900 text-ivory-50"
    >
      <BrandRings />
      <div className="relative mx-auto grid max-w-6xl items-end gap-16 px-5 pt-36 pb-24 sm:px-8 sm:pt-44 sm:pb-32 lg:grid-cols-[3fr_1fr] lg:pb-40">
        <div>
          <p className="text-eyebrow text-brass-300 uppercase">{hero.eyebrow}</p>
          <h1
            id={landingAnchors.heroTitle}
            className="mt-6 max-w-3xl font-display text-display font-medium text-balance"
          >
            {hero.title}
          </h1>
          <p className="mt-8 max-w-2xl text-lead text-sand-200">{hero.lead}</p>
          <ButtonLink
            href={contactLink(contactUrl, hero.contactMessage)}
            external
            variant="accent"
            size="lg"
            className="mt-10"
          >
            {hero.contactLabel}
            <ArrowUpRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
        {hero.quote && (
          <blockquote className="hidden border-l border-brass-400/60 pl-6 font-display text-title-4 text-sand-200 italic lg:block">
            {hero.quote}
          </blockquote>
        )}
      </div>
    </section>
  );
}
