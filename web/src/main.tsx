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

function start(prerendered: boolean) {
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // `/auth` and `/dashboard` arrive prerendered (scripts/prerender-shells.ts); the rest is built here.
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void loadMatchedRoutes(routes, window.location.pathname).then(
  () => start(container.hasChildNodes()),
  // A page's code could not be fetched: the router, trying again, shows its error page in place
  // of the prerendered one.
  () => start(false),
);
