import { AboutSection } from './about-section.tsx';
import { ClosingCallSection } from './closing-call-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SolutionsSection } from './solutions-section.tsx';
import { ValuePillarsSection } from './value-pillars-section.tsx';

/**
 * `/`, in the seed's order (§1). Router-free: it is also prerendered on its own, without
 * JavaScript (decision 003).
 */
export function LandingPage() {
  return (
    <>
      <SiteHeader />
      <main>
        <HeroSection />
        <ValuePillarsSection />
        <AboutSection />
        <SolutionsSection />
        <ClosingCallSection />
      </main>
      <SiteFooter />
    </>
  );
}
