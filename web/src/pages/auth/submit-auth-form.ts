import type { NavigateFunction } from 'react-router';
import { secondFactorDue, signInStepDue, verifySignInCode } from '../../api/second-factor-api.ts';
import { secondFactorErrorMessage } from '../../api/second-factor-error-message.ts';
import type { AuthContextValue } from '../../auth/auth-context.ts';
import {
  type ValidationResult,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  validate,
} from '../../auth/credentials-schema.ts';
import {
  isExpiredLinkError,
  newPasswordErrorMessage,
  providerErrorMessage,
} from '../../auth/provider-error-message.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { passwordMinLength } from '../../config/runtime-config.ts';
import { authToasts } from '../../content/auth.ts';
import { twoFactorContent } from '../../content/two-factor.ts';
import { paths } from '../../paths.ts';
import { isCompleteCode } from '../../lib/one-time-code.ts';
import type { AuthField, AuthScreenAction, AuthScreenState } from './auth-screen-state.ts';

/** What sending the form works with, from the screen (use-auth-submit.ts). */
export interface SubmitTools {
  auth: AuthContextValue;
  dispatch(action: AuthScreenAction): void;
  /** Dispatches and renders at once, so the focus can move to what it marked. */
  dispatchNow(action: AuthScreenAction): void;
  navigate: NavigateFunction;
  focusField(field: AuthField): void;
  /** Runs `work` with the form disabled; the fields are enabled again once it has finished. */
  whileProcessing<T>(work: () => Promise<T>): Promise<T>;
}

/** The screen's one action: each toast of its form takes the place of the one before. */
const formAction = 'auth-form';

const providerFailed = (message: string) =>
  notifyError({ title: authToasts.errorTitle, description: message }, formAction);

const fieldOrder: AuthField[] = ['email', 'password', 'passwordConfirmation'];

/** The seed's toast with the first message, and every refused field marked beside it. */
function refused(
  { message, fieldMessages }: Extract<ValidationResult<unknown>, { success: false }>,
  { dispatchNow, focusField }: SubmitTools,
) {
  const invalid = fieldOrder.filter((field) => fieldMessages[field]);
  dispatchNow({
    type: 'invalid',
    fieldErrors: Object.fromEntries(invalid.map((field) => [field, fieldMessages[field]])),
  });
  if (invalid[0]) focusField(invalid[0]);
  notifyError({ title: authToasts.validationErrorTitle, description: message }, formAction);
}

async function signIn(state: AuthScreenState, tools: SubmitTools) {
  const input = validate(signInSchema, state);
  if (!input.success) return refused(input, tools);
  await tools.whileProcessing(async () => {
    const { error } = await tools.auth.signIn(input.data.email, input.data.password);
    if (error) return providerFailed(providerErrorMessage(error));
    // The screen's signed-in redirect takes it on to /dashboard (seed §4), or the team to /admin;
    // a sign-in with a step left is complete, and said so, after that step.
    if (!(await signInStepDue())) notifySuccess(authToasts.signedIn, formAction);
  });
}

async function requestReset(state: AuthScreenState, tools: SubmitTools) {
  const input = validate(resetRequestSchema, state);
  if (!input.success) return refused(input, tools);
  await tools.whileProcessing(async () => {
    const { error } = await tools.auth.resetPassword(input.data.email);
    if (error) return providerFailed(providerErrorMessage(error));
    notifySuccess(authToasts.resetEmailSent, formAction);
    tools.dispatch({ type: 'resetEmailSent' });
  });
}

/** The code refused, beside its field and in a toast, with the keyboard back on it. */
function codeRefused(message: string, { dispatchNow, focusField }: SubmitTools) {
  dispatchNow({ type: 'invalid', fieldErrors: { code: message } });
  focusField('code');
  notifyError({ title: twoFactorContent.code.failedTitle, description: message }, formAction);
}

/** Where saving a new password stopped short of it, when the screen has more to show. */
type NewPasswordStop = { stop: 'code-due' } | { stop: 'code-refused'; message: string };

/**
 * Uses the e-mail link, then the code where the account has a second factor (the server takes the
 * password only from an aal2 session then, decision 030), then saves the password.
 */
async function saveNewPassword(
  state: AuthScreenState,
  password: string,
  { auth, dispatch, navigate }: SubmitTools,
): Promise<NewPasswordStop | undefined> {
  if (state.emailLink) {
    const verified = await auth.verifyEmailLink(state.emailLink);
    if (verified.error && isExpiredLinkError(verified.error)) {
      dispatch({ type: 'linkExpired' });
      return;
    }
    if (verified.error) {
      providerFailed(providerErrorMessage(verified.error));
      return;
    }
    dispatch({ type: 'recoverySessionStarted' });
  }
  if (state.codeDue) {
    const refusal = await verifySignInCode(state.code).then(() => null, secondFactorErrorMessage);
    if (refusal) return { stop: 'code-refused', message: refusal };
    dispatch({ type: 'codeAccepted' });
  } else if (await secondFactorDue()) {
    return { stop: 'code-due' };
  }
  const { error } = await auth.updatePassword(password);
  // A factor the auth client had not heard of yet: the server asks for its code all the same.
  if (error?.code === 'insufficient_aal') return { stop: 'code-due' };
  if (error) {
    providerFailed(newPasswordErrorMessage(error));
    return;
  }
  notifySuccess(authToasts.passwordChanged, formAction);
  void navigate(paths.dashboard, { replace: true });
}

async function setNewPassword(state: AuthScreenState, tools: SubmitTools) {
  const input = validate(newPasswordSchema(passwordMinLength()), state);
  if (!input.success) return refused(input, tools);
  if (state.codeDue && !isCompleteCode(state.code)) {
    return codeRefused(twoFactorContent.errors.missing, tools);
  }
  const stopped = await tools.whileProcessing(() =>
    saveNewPassword(state, input.data.password, tools),
  );
  if (stopped?.stop === 'code-due') tools.dispatchNow({ type: 'codeDue' });
  if (stopped?.stop === 'code-refused') codeRefused(stopped.message, tools);
}

/**
 * What the submit button does in each mode; nothing is sent while the form is invalid (seed §5).
 * Fetched with the form's rules when the form is first used (sign-in-code.ts).
 */
export const submitAuthForm = (state: AuthScreenState, tools: SubmitTools) =>
  ({ signin: signIn, reset: requestReset, 'new-password': setNewPassword })[state.mode](
    state,
    tools,
  );
