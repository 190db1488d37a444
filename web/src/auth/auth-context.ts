import type { AuthError, Session, User } from '@supabase/auth-js';
import { createContext } from 'react';
import type { EmailLink } from './email-link.ts';

export interface AuthOutcome {
  error: AuthError | null;
}

/** A sign-out always ends the session here; `revokeDeferred` when the server could not be told. */
interface SignOutOutcome {
  error: null;
  revokeDeferred: boolean;
}

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  loading: boolean;
  passwordRecovery: boolean;
  signIn(email: string, password: string): Promise<AuthOutcome>;
  /** Seed §2: exists, unused on screen. */
  signUp(email: string, password: string): Promise<AuthOutcome>;
  resetPassword(email: string): Promise<AuthOutcome>;
  /** Exchanges an e-mail link's token for a session; only when the person submits. */
  verifyEmailLink(link: EmailLink): Promise<AuthOutcome>;
  updatePassword(password: string): Promise<AuthOutcome>;
  signOut(): Promise<SignOutOutcome>;
  /** Starts fetching the auth client before it is needed (someone began to fill the form). */
  prepare(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
