import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from './pages/landing/landing-page.tsx';

export { landingHead } from './content/seo.ts';

/** Renders `/` to static HTML at build time (scripts/build.ts, decision 003). */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}

/** The contact link the prerendered HTML carries, so the server can swap in `CONTACT_URL`. */
export { contactUrl as builtContactUrl } from './config/runtime-config.ts';
