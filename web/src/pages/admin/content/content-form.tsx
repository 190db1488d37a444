import { SectionsNav } from './sections-nav.tsx';
import { ClosingCallSection, FooterSection } from './sections/closing-and-footer-sections.tsx';
import { HeaderSection, HeroSection } from './sections/header-and-hero-sections.tsx';
import { LegalSection } from './sections/legal-section.tsx';
import { AboutSection, PillarsSection } from './sections/pillars-and-about-sections.tsx';
import { ContactSection, SeoSection } from './sections/seo-and-contact-sections.tsx';
import { SolutionsSection } from './sections/solutions-section.tsx';

/**
 * Every part of the document, in the order the site shows it. No <form>: Enter in a field must
 * not publish the site; "Publicar" does. The fields are disabled while it publishes.
 */
export function ContentForm({ disabled }: { disabled: boolean }) {
  return (
    <>
      <SectionsNav />
      <fieldset disabled={disabled} aria-busy={disabled} className="flex min-w-0 flex-col gap-6">
        <SeoSection />
        <ContactSection />
        <HeaderSection />
        <HeroSection />
        <PillarsSection />
        <AboutSection />
        <SolutionsSection />
        <ClosingCallSection />
        <FooterSection />
        <LegalSection />
      </fieldset>
    </>
  );
}
