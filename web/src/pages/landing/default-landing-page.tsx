import { LandingPage } from '../../components/content-pages/landing-page.tsx';
import { defaultSiteContent } from '../../content/site-content/defaults.ts';

/** `/` with the built-in content, for the development server (routes.tsx). */
export function DefaultLandingPage() {
  return <LandingPage content={defaultSiteContent} />;
}
