import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadMatchedRoutes } from './routes-ready.ts';
import { routes } from './routes.tsx';

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
