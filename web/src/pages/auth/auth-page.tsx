import { Navigate } from 'react-router';
import { useAuth } from '../../auth/use-auth.ts';
import { homePathFor } from '../../auth/user-role.ts';
import { Logo } from '../../components/logo.tsx';
import { authScreen } from '../../content/auth.ts';
import { paths } from '../../paths.ts';
import { AuthAside } from './auth-aside.tsx';
import { AuthForm } from './auth-form.tsx';
import { ExpiredLinkNotice } from './expired-link-notice.tsx';
import { useAuthScreen } from './use-auth-screen.ts';

/** `/auth`: sign in, ask for a reset link, or set the new password it leads to (seed §2). */
export function AuthPage() {
  const { user } = useAuth();
  const { state, dispatch } = useAuthScreen();
  const { mode } = state;

  // A signed-in user has nothing to do here, unless a recovery link still waits for its password.
  if (user && mode !== 'new-password') return <Navigate to={homePathFor(user)} replace />;

  return (
    <div className="grid min-h-dvh bg-ivory-50 lg:grid-cols-[5fr_7fr]">
      <AuthAside />
      <main className="flex flex-col items-center justify-center px-5 py-12 sm:px-8 sm:py-16">
        <div className="w-full max-w-md">
          <a href={paths.home} className="inline-block rounded-sm">
            <Logo />
          </a>
          <h1 className="mt-10 font-display text-4xl font-medium text-ink-900 sm:text-5xl">
            {authScreen.titles[mode]}
          </h1>
          <p className="mt-3 leading-relaxed text-ink-700">{authScreen.leads[mode]}</p>
          <div className="mt-8 flex flex-col gap-6">
            {state.linkExpired && <ExpiredLinkNotice />}
            <AuthForm state={state} dispatch={dispatch} />
          </div>
          <a
            href={paths.home}
            className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-medium text-ink-700 hover:text-ink-900"
          >
            <span aria-hidden="true">{authScreen.backToSite.arrow}</span>
            {authScreen.backToSite.label}
          </a>
        </div>
      </main>
    </div>
  );
}
