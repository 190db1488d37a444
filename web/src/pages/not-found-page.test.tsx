import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found-page.tsx';

afterEach(() => vi.restoreAllMocks());

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('the not-found page', () => {
  it('shows 404, the message and a link home, and logs the missing path', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/algum/lugar');

    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), '/algum/lugar');
  });

  it('carries the brand: the logo leads home, and the foot names the brand and its tagline', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/outro/lugar');

    const header = screen.getByRole('banner');
    const logo = within(header).getByRole('img', { name: 'Legacy' });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('contentinfo')).getByText('Legacy · do ego ao legado'));
    expect(within(screen.getByRole('main')).getByRole('heading', { name: '404' }));
  });
});
