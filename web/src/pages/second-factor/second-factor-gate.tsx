import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useMatch } from 'react-router';
import { AuthContext } from '../../auth/auth-context.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { useSecondFactorStep } from '../../auth/use-second-factor-step.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { loadingLabel } from '../../content/loading.ts';
import { paths } from '../../paths.ts';

// Only a session that owes the code, or the set-up, fetches its step's chunk.
const CodeStepScreen = lazy(async () => ({
  default: (await import('./code-step-screen.tsx')).CodeStepScreen,
}));
const EnrolmentStepScreen = lazy(async () => ({
  default: (await import('./enrolment-step-screen.tsx')).EnrolmentStepScreen,
}));

/**
 * Before any signed-in page, the client's or the team's: a session that owes the second factor's
 * code gets the code step instead, on sign-in, on a reload or on a link opened directly. `/auth`
 * is left alone: it sends a signed-in user on to their home page, and a recovery link's new
 * password is set before the code is asked. While the session's step is read, the pages below see
 * the session as still loading, and show their own waiting state. A member of the team who owes
 * the set-up does it here, and stays until they have seen their recovery codes, though the
 * session reaches aal2 before that. The first run's page is left alone too: it enrols the first
 * account's factor and shows its codes as steps of its own.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const step = useSecondFactorStep(auth.session);
  const onSignInScreen = useMatch(paths.auth()) !== null;
  const onFirstRun = useMatch(paths.firstRun) !== null;
  const leftAlone = onSignInScreen || onFirstRun;
  const checking = !leftAlone && step === 'checking';
  const seenBelow = useMemo(() => (checking ? { ...auth, loading: true } : auth), [checking, auth]);
  const [enrolling, setEnrolling] = useState(false);
  if (!leftAlone && step === 'enrolment-due' && !enrolling) setEnrolling(true);
  if (!auth.session && enrolling) setEnrolling(false);

  if (enrolling) {
    return (
      <Suspense fallback={<LoadingScreen label={loadingLabel} />}>
        <EnrolmentStepScreen onFinished={() => setEnrolling(false)} />
      </Suspense>
    );
  }
  if (!leftAlone && step === 'code-due') {
    return (
      <Suspense fallback={<LoadingScreen label={loadingLabel} />}>
        <CodeStepScreen />
      </Suspense>
    );
  }
  return <AuthContext.Provider value={seenBelow}>{children}</AuthContext.Provider>;
}
