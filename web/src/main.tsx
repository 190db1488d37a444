import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadMatchedRoutes } from './routes-ready.ts';
import { routes } from './routes.tsx';

// Zod probes `new Function` before its first object schema runs; under our CSP (no unsafe-eval)
// the probe fails as intended, but the browser reports it as a violation. Never probe: this is
// the global that zod's own `config({ jitless: true })` writes, set before any chunk loads zod
// (importing zod here for it would put it in every page's first bytes).
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root')!;

void loadMatchedRoutes(routes, window.location.pathname).then(() => {
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // `/auth` and `/dashboard` arrive prerendered (scripts/prerender-shells.ts); the rest is built here.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
