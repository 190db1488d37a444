import type { AuthError, Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';
import type { EmailLink } from './email-link.ts';

export interface AuthOutcome {
  error: AuthError | null;
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
  signOut(): Promise<AuthOutcome>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
