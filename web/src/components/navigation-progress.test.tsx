import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPageWork } from '../lib/page-work.ts';
import { NavigationProgress, progressDelayMs } from './navigation-progress.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bar = () => document.querySelector('[data-navigation-progress]');
const announced = () => screen.queryByText('Carregando a página...');

/** A page whose code arrives when the test says, behind a link from the first page. */
function renderWithSlowPage() {
  let arrive = () => {};
  const router = createMemoryRouter([
    {
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <Link to="/lenta">página lenta</Link> },
        {
          path: '/lenta',
          lazy: () =>
            new Promise((resolve) => {
              arrive = () => resolve({ Component: () => <p>chegou</p> });
            }),
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router, arrive: () => arrive() };
}

describe('the progress of a page change', () => {
  it('shows nothing for a change quicker than the delay', async () => {
    const { router, arrive } = renderWithSlowPage();
    act(() => void router.navigate('/lenta'));
    await act(async () => vi.advanceTimersByTime(progressDelayMs - 1));
    expect(bar()).toBeNull();
    await act(async () => arrive());
    await act(async () => vi.advanceTimersByTime(progressDelayMs));
    expect(screen.getByText('chegou')).toBeInTheDocument();
    expect(bar()).toBeNull();
    expect(announced()).toBeNull();
  });

  it('shows a bar, and tells screen readers politely, once the change takes longer; both go when it is done', async () => {
    const { router, arrive } = renderWithSlowPage();
    act(() => void router.navigate('/lenta'));
    await act(async () => vi.advanceTimersByTime(progressDelayMs));
    expect(bar()).not.toBeNull();
    expect(announced()?.closest('[aria-live="polite"]')).not.toBeNull();
    await act(async () => arrive());
    expect(screen.getByText('chegou')).toBeInTheDocument();
    expect(bar()).toBeNull();
    expect(announced()).toBeNull();
  });

  it('waits for work the page tells of too (a console page’s code, a page’s first data)', async () => {
    renderWithSlowPage();
    let finish = () => {};
    act(() => void trackPageWork(new Promise<void>((resolve) => (finish = resolve))));
    await act(async () => vi.advanceTimersByTime(progressDelayMs));
    expect(bar()).not.toBeNull();
    await act(async () => finish());
    expect(bar()).toBeNull();
  });
});
