import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingPage } from './pages/landing/landing-page.tsx';
import './styles.css';

// `/` is prerendered at build time; this entry only makes it interactive, without the router or
// any auth code, to keep the first visit light.
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <LandingPage />
  </StrictMode>,
);
