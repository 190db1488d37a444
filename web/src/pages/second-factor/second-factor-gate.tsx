import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useMatch } from 'react-router';
import { AuthContext } from '../../auth/auth-context.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { useSecondFactorStep } from '../../auth/use-second-factor-step.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { loadingLabel } from '../../content/loading.ts';
import { paths } from '../../paths.ts';

// Only a session that owes the code fetches the code step's chunk.
const CodeStepScreen = lazy(async () => ({
  default: (await import('./code-step-screen.tsx')).CodeStepScreen,
}));

/**
 * Before any signed-in page, the client's or the team's: a session that owes the second factor's
 * code gets the code step instead, on sign-in, on a reload or on a link opened directly. `/auth`
 * is left alone: it sends a signed-in user on to their home page, and a recovery link's new
 * password is set before the code is asked. While the session's step is read, the pages below see
 * the session as still loading, and show their own waiting state.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const step = useSecondFactorStep(auth.session);
  const onSignInScreen = useMatch(paths.auth()) !== null;
  const checking = !onSignInScreen && step === 'checking';
  const seenBelow = useMemo(() => (checking ? { ...auth, loading: true } : auth), [checking, auth]);

  if (!onSignInScreen && step === 'code-due') {
    return (
      <Suspense fallback={<LoadingScreen label={loadingLabel} />}>
        <CodeStepScreen />
      </Suspense>
    );
  }
  return <AuthContext.Provider value={seenBelow}>{children}</AuthContext.Provider>;
}
