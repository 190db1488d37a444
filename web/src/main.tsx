import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { routes } from './routes.tsx';
import './styles.css';

// Zod probes `new Function` before its first object schema runs; under our CSP (no unsafe-eval)
// the probe fails as intended, but the browser reports it as a violation. Never probe.
z.config({ jitless: true });

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
