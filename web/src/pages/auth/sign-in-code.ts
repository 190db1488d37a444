import { useAuth } from '../../auth/use-auth.ts';
import { wantToaster } from '../../components/toaster-on-demand.tsx';

/**
 * Sending the form — its rules (with zod), its messages, each mode's calls — fetched when first
 * needed rather than before the screen paints.
 */
export const submitCode = () => import('./submit-auth-form.ts');

/**
 * What sending the form needs — its rules, the auth client, the toasts — fetched as soon as the
 * person starts to fill it in, so it is at hand by the time they submit.
 */
export function usePrepareSignIn() {
  const { prepare } = useAuth();
  return () => {
    prepare();
    void submitCode();
    wantToaster();
  };
}
