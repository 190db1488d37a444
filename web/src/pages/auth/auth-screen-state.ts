import type { EmailLink, EmailLinkType } from '../../auth/email-link.ts';
import type { AuthMode } from '../../paths.ts';

/** Seed §4 "Auth screen modes", plus "new-password", which finishes a reset from the e-mail link. */
type AuthScreenMode = AuthMode | 'new-password';

export interface AuthScreenState {
  mode: AuthScreenMode;
  email: string;
  password: string;
  passwordConfirmation: string;
  /** The e-mail link's token, kept (out of the address bar) until the person submits. */
  emailLink: EmailLink | null;
  /** The link that brought the person here can no longer be used: what it was for. */
  expiredLink: EmailLinkType | null;
  /** The account of the e-mail link, once the server has said the link is live. */
  linkEmail: string;
  /**
   * The recovery session's account has a second factor: its code comes with the new password,
   * which the server takes only from a session that gave it (decision 030).
   */
  codeDue: boolean;
  code: string;
  /** Why a field's value was refused, shown beside it until it changes. */
  fieldErrors: FieldErrors;
}

export type AuthField = 'email' | 'password' | 'passwordConfirmation' | 'code';
type FieldErrors = Partial<Record<AuthField, string>>;

export type AuthScreenAction =
  | { type: 'fieldChanged'; field: AuthField; value: string }
  | { type: 'forgotPassword' }
  | { type: 'backToSignIn' }
  | { type: 'resetEmailSent' }
  | { type: 'recoverySessionStarted' }
  | { type: 'linkExpired' }
  | { type: 'linkLive'; email: string }
  | { type: 'codeDue' }
  | { type: 'codeAccepted' }
  | { type: 'invalid'; fieldErrors: FieldErrors };

export interface AuthScreenArrival {
  /** `?mode=reset` in the address. */
  requestedMode: string | null;
  emailLink: EmailLink | null;
  recoverySession: boolean;
  linkError: boolean;
}

export function initialAuthScreenState(arrival: AuthScreenArrival): AuthScreenState {
  const mode: AuthScreenMode =
    arrival.emailLink || arrival.recoverySession
      ? 'new-password'
      : arrival.requestedMode === 'reset' || arrival.linkError
        ? 'reset'
        : 'signin';
  return {
    mode,
    email: '',
    password: '',
    passwordConfirmation: '',
    emailLink: arrival.emailLink,
    // Supabase's error fragment does not say what the link was for; ours are recovery links.
    expiredLink: arrival.linkError ? 'recovery' : null,
    linkEmail: '',
    codeDue: false,
    code: '',
    fieldErrors: {},
  };
}

export function authScreenReducer(
  state: AuthScreenState,
  action: AuthScreenAction,
): AuthScreenState {
  switch (action.type) {
    case 'fieldChanged':
      return {
        ...state,
        [action.field]: action.value,
        fieldErrors: { ...state.fieldErrors, [action.field]: undefined },
      };
    case 'invalid':
      return { ...state, fieldErrors: action.fieldErrors };
    case 'forgotPassword':
      return { ...state, mode: 'reset', expiredLink: null, fieldErrors: {} };
    case 'backToSignIn':
    case 'resetEmailSent':
      return { ...state, mode: 'signin', password: '', expiredLink: null, fieldErrors: {} };
    case 'linkLive':
      return { ...state, linkEmail: action.email };
    case 'codeDue':
      return { ...state, codeDue: true, fieldErrors: {} };
    case 'codeAccepted':
      // The session is at aal2 now: a code is not asked again, whatever becomes of the password.
      return { ...state, codeDue: false, code: '' };
    case 'recoverySessionStarted':
      // The session is open: the link's token has been used and must not be sent again.
      return { ...state, mode: 'new-password', emailLink: null, expiredLink: null };
    case 'linkExpired': {
      // An invitation is renewed by the team, not asked for here: the client signs in, or waits
      // for the new one.
      const expiredLink = state.emailLink?.type === 'invite' ? 'invite' : 'recovery';
      return {
        ...state,
        mode: expiredLink === 'invite' ? 'signin' : 'reset',
        password: '',
        passwordConfirmation: '',
        emailLink: null,
        expiredLink,
        fieldErrors: {},
      };
    }
  }
}
