import { SectionHeading } from '../../components/section-heading.tsx';
import { aboutUs } from '../../content/landing.ts';
import { FounderCard } from './founder-card.tsx';

export function AboutSection() {
  return (
    <section aria-labelledby="quem-somos" className="bg-ivory-100">
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28">
        <SectionHeading id="quem-somos" title={aboutUs.heading} intro={aboutUs.intro} />
        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          {aboutUs.founders.map((founder) => (
            <FounderCard key={founder.name} founder={founder} />
          ))}
        </div>
      </div>
    </section>
  );
}
