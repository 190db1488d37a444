import { paths } from '../paths.ts';
import type { AuthContextValue, AuthOutcome } from './auth-context.ts';
import type { EmailLink } from './email-link.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

const onThisSite = (path: string) => `${window.location.origin}${path}`;
const outcome = ({ error }: AuthOutcome): AuthOutcome => ({ error });
type AuthActions = Omit<AuthContextValue, 'user' | 'session' | 'loading' | 'passwordRecovery'>;

/** The calls of seed §7, plus the two that finish a password reset (auth-api.md `/verify`, `/user`). */
export const authActionsFor = (client: SupabaseClient): AuthActions => {
  const auth = () => client.auth;
  return {
    signIn: async (email, password) =>
      outcome(await auth().signInWithPassword({ email, password })),
    signUp: async (email, password) =>
      outcome(
        await auth().signUp({
          email,
          password,
          options: { emailRedirectTo: onThisSite(paths.dashboard) },
        }),
      ),
    resetPassword: async (email) =>
      outcome(
        await auth().resetPasswordForEmail(email, {
          redirectTo: onThisSite(paths.auth({ mode: 'reset' })),
        }),
      ),
    verifyEmailLink: async ({ type, tokenHash }: EmailLink) =>
      outcome(await auth().verifyOtp({ type, token_hash: tokenHash })),
    updatePassword: async (password) => outcome(await auth().updateUser({ password })),
    signOut: async () => outcome(await auth().signOut({ scope: 'global' })),
  };
};
