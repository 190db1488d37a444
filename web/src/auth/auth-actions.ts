import type { GoTrueClient } from '@supabase/auth-js';
import { paths } from '../paths.ts';
import type { AuthContextValue, AuthOutcome } from './auth-context.ts';
import type { EmailLink } from './email-link.ts';
import { signOutHere } from './pending-sign-out.ts';
import { endReplacedSession } from './replaced-session.ts';

const onThisSite = (path: string) => `${window.location.origin}${path}`;
const outcome = ({ error }: AuthOutcome): AuthOutcome => ({ error });
type AuthActions = Omit<
  AuthContextValue,
  'user' | 'session' | 'loading' | 'passwordRecovery' | 'prepare'
>;

/**
 * The calls of seed §7, plus the two that finish a password reset (auth-api.md `/verify`, `/user`).
 * `connect` hands over the auth client, fetching it first if the page started without it;
 * `signedOutHere` tells the app of a sign-out the client could not announce itself.
 */
export const authActionsFor = (
  connect: () => Promise<GoTrueClient>,
  signedOutHere: () => void,
): AuthActions => ({
  signIn: async (email, password) =>
    outcome(await (await connect()).signInWithPassword({ email, password })),
  signUp: async (email, password) =>
    outcome(
      await (
        await connect()
      ).signUp({ email, password, options: { emailRedirectTo: onThisSite(paths.dashboard) } }),
    ),
  resetPassword: async (email) =>
    outcome(
      await (
        await connect()
      ).resetPasswordForEmail(email, { redirectTo: onThisSite(paths.auth({ mode: 'reset' })) }),
    ),
  verifyEmailLink: async ({ type, tokenHash }: EmailLink) => {
    const auth = await connect();
    const { data: before } = await auth.getSession();
    const verified = outcome(await auth.verifyOtp({ type, token_hash: tokenHash }));
    if (!verified.error) await endReplacedSession(auth, before.session?.access_token);
    return verified;
  },
  updatePassword: async (password) => outcome(await (await connect()).updateUser({ password })),
  // "Sair" always signs out: if the server cannot be told, the session ends here all the same.
  signOut: async () => {
    const auth = await connect();
    const { data } = await auth.getSession();
    const { error } = await auth.signOut({ scope: 'global' });
    if (!error) return { error: null, revokeDeferred: false };
    signOutHere(data.session?.access_token);
    signedOutHere();
    return { error: null, revokeDeferred: true };
  },
});
