import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import type { SiteImageSizes } from '../site-picture.tsx';
import { AboutSection } from './about-section.tsx';
import { ClosingCallSection } from './closing-call-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { SignedOutNotice } from './signed-out-notice.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SolutionsSection } from './solutions-section.tsx';
import { ValuePillarsSection } from './value-pillars-section.tsx';

export interface LandingPageProps {
  content: SiteContent;
  /** The uploaded photos' sizes; a photo missing here is drawn without them (the preview). */
  imageSizes?: SiteImageSizes;
}

/**
 * `/`, in the seed's order (§1), from the site's content document. Router-free: the server renders
 * it to HTML that needs no JavaScript (decision 003, decision 016).
 */
export function LandingPage({ content, imageSizes = {} }: LandingPageProps) {
  return (
    <>
      <SiteHeader header={content.header} />
      <main>
        <HeroSection hero={content.hero} contactUrl={content.contact.url} />
        <ValuePillarsSection pillars={content.pillars} />
        <AboutSection about={content.about} imageSizes={imageSizes} />
        <SolutionsSection
          solutions={content.solutions}
          contactUrl={content.contact.url}
          imageSizes={imageSizes}
        />
        <ClosingCallSection closingCall={content.closingCall} contactUrl={content.contact.url} />
      </main>
      <SiteFooter footer={content.footer} legal={content.legal} />
      <SignedOutNotice />
    </>
  );
}
