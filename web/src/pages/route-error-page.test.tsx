import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function renderFailing(route: Pick<RouteObject, 'Component' | 'loader'>) {
  const router = createMemoryRouter([{ path: '/', ...route, errorElement: <RouteErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

function Exploding(): never {
  throw new Error('Falha ao carregar o painel');
}

describe('the route error page', () => {
  it('shows the router heading and the error text', () => {
    renderFailing({ Component: Exploding });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Falha ao carregar o painel')).toBeInTheDocument();
  });

  it('names a response a loader threw by its status', async () => {
    renderFailing({
      loader: () => {
        throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
      },
      Component: () => null,
    });

    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('carries the brand, with the logo as a plain link home that works without the app', () => {
    renderFailing({ Component: Exploding });

    const logo = within(screen.getByRole('banner')).getByRole('img', { name: 'Legacy' });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('contentinfo')).getByText('Legacy · do ego ao legado'));
  });
});
