import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context.ts';
import {
  type FakeAuthServer,
  fakeAuthServer,
  totpFactorBody,
} from '../../auth/testing/fake-auth-server.ts';
import { DashboardPage } from './dashboard-page.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const unused = () => Promise.reject(new Error('not in this test'));

/** The auth client has not read the session yet (it is still on its way over the network). */
const stillReading: AuthContextValue = {
  user: null,
  session: null,
  loading: true,
  passwordRecovery: false,
  signIn: unused,
  signUp: unused,
  resetPassword: unused,
  verifyEmailLink: unused,
  updatePassword: unused,
  signOut: unused,
  prepare: () => {},
};

function renderDashboardWhileReading() {
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <AuthContext.Provider value={stillReading}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

describe('a client page before the auth client has read the session', () => {
  it('is drawn at once for the session stored in this browser, and asks for its data', async () => {
    await server.signIn('ana@example.com');
    renderDashboardWhileReading();
    expect(screen.getByRole('heading', { name: 'Bem-vindo de volta!' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Bem-vindo de volta!' }).parentElement,
    ).toHaveTextContent('ana@example.com');
    expect(screen.queryByText('Carregando...')).toBeNull();
    await vi.waitFor(() =>
      expect(server.requests.map(({ path }) => path)).toContain('/api/v1/profile'),
    );
  });

  it('waits, saying so, for a session that may still owe its second factor', async () => {
    await server.signIn('ana@example.com', {}, { factors: [totpFactorBody()] });
    renderDashboardWhileReading();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByRole('heading', { name: 'Bem-vindo de volta!' })).toBeNull();
  });

  it('is drawn for a session that has passed its second factor', async () => {
    await server.signIn('ana@example.com', {}, { aal: 'aal2', factors: [totpFactorBody()] });
    renderDashboardWhileReading();
    expect(screen.getByRole('heading', { name: 'Bem-vindo de volta!' })).toBeInTheDocument();
  });

  it('waits when nothing is stored', () => {
    renderDashboardWhileReading();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });
});
