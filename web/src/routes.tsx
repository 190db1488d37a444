import type { RouteObject } from 'react-router';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';

function page<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The route table (seed §2). Each page is its own chunk, so `/` never loads auth code. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        lazy: page(
          () => import('./pages/landing/landing-page.tsx'),
          (m) => m.LandingPage,
        ),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
