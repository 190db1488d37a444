import { landingAnchors } from '../../../../shared/site-content/landing-anchors.ts';
import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { SectionHeading } from '../section-heading.tsx';
import type { SiteImageSizes } from '../site-picture.tsx';
import { FounderCard } from './founder-card.tsx';

interface AboutSectionProps {
  about: SiteContent['about'];
  imageSizes: SiteImageSizes;
}

export function AboutSection({ about, imageSizes }: AboutSectionProps) {
  return (
    <section aria-labelledby={landingAnchors.about} className="bg-ivory-100">
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28">
        <SectionHeading id={landingAnchors.about} title={about.heading} intro={about.intro} />
        {about.founders.length > 0 && (
          <div className="mt-14 grid gap-6 lg:grid-cols-2">
            {about.founders.map((founder, index) => (
              <FounderCard key={index} founder={founder} imageSizes={imageSizes} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
