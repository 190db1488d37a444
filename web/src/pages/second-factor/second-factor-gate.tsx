import type { ReactNode } from 'react';
import { useMatch } from 'react-router';
import { useAuth } from '../../auth/use-auth.ts';
import { useSecondFactorStep } from '../../auth/use-second-factor-step.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { dashboardContent } from '../../content/dashboard.ts';
import { paths } from '../../paths.ts';
import { CodeStepScreen } from './code-step-screen.tsx';

/**
 * Before any signed-in page, the client's or the team's: a session that owes the second factor's
 * code gets the code step instead, on sign-in, on a reload or on a link opened directly. `/auth`
 * is left alone: it sends a signed-in user on to their home page, and a recovery link's new
 * password is set before the code is asked.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth();
  const step = useSecondFactorStep(session);
  const onSignInScreen = useMatch(paths.auth()) !== null;

  if (onSignInScreen) return children;
  if (loading || step === 'checking') return <LoadingScreen label={dashboardContent.loading} />;
  return step === 'code-due' ? <CodeStepScreen /> : children;
}
