import { defaultSiteContent } from '../../content/site-content/defaults.ts';
import { LandingPage } from './landing-page.tsx';

/** `/` with the built-in content, for the development server (routes.tsx). */
export function DefaultLandingPage() {
  return <LandingPage content={defaultSiteContent} />;
}
