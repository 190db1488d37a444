import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './auth-provider.tsx';
import { fakeAuthServer } from './testing/fake-auth-server.ts';
import { useAuth } from './use-auth.ts';

function Probe() {
  const { loading, user } = useAuth();
  return <p>{loading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

describe('useAuth', () => {
  it('throws a clear error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an <AuthProvider>.',
    );
  });

  it('is loading until the first session result, then reports no user', async () => {
    const server = fakeAuthServer();
    render(
      <AuthProvider client={server.client}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('reports the user after a sign-in', async () => {
    const server = fakeAuthServer();
    server.respondTo('/token', 200, server.sessionBody('ana@example.com'));
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider client={server.client}>{children}</AuthProvider>,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    await act(() => result.current.signIn('ana@example.com', 'secret'));
    await waitFor(() => expect(result.current.user?.email).toBe('ana@example.com'));
    expect(result.current.session?.refresh_token).toBe('refresh-token');
    expect(server.requests[0]).toMatchObject({
      path: '/auth/v1/token',
      search: '?grant_type=password',
      body: { email: 'ana@example.com', password: 'secret' },
    });
  });
});
