import type { NavigateFunction } from 'react-router';
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
import { paths } from '../../paths.ts';
import type { AuthField, AuthScreenAction, AuthScreenState } from './auth-screen-state.ts';

/** What sending the form works with, from the screen (use-auth-submit.ts). */
export interface SubmitTools {
  auth: AuthContextValue;
  dispatch(action: AuthScreenAction): void;
  /** Dispatches and renders at once, so the focus can move to what it marked. */
  dispatchNow(action: AuthScreenAction): void;
  navigate: NavigateFunction;
  focusField(field: AuthField): void;
  whileProcessing(work: () => Promise<void>): Promise<void>;
}

const providerFailed = (message: string) =>
  notifyError({ title: authToasts.errorTitle, description: message });

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
  notifyError({ title: authToasts.validationErrorTitle, description: message });
}

async function signIn(state: AuthScreenState, tools: SubmitTools) {
  const input = validate(signInSchema, state);
  if (!input.success) return refused(input, tools);
  await tools.whileProcessing(async () => {
    const { error } = await tools.auth.signIn(input.data.email, input.data.password);
    if (error) return providerFailed(providerErrorMessage(error));
    // The screen's signed-in redirect takes it on to /dashboard (seed §4), or the team to /admin.
    notifySuccess(authToasts.signedIn);
  });
}

async function requestReset(state: AuthScreenState, tools: SubmitTools) {
  const input = validate(resetRequestSchema, state);
  if (!input.success) return refused(input, tools);
  await tools.whileProcessing(async () => {
    const { error } = await tools.auth.resetPassword(input.data.email);
    if (error) return providerFailed(providerErrorMessage(error));
    notifySuccess(authToasts.resetEmailSent);
    tools.dispatch({ type: 'resetEmailSent' });
  });
}

async function setNewPassword(state: AuthScreenState, tools: SubmitTools) {
  const input = validate(newPasswordSchema(passwordMinLength()), state);
  if (!input.success) return refused(input, tools);
  const { auth, dispatch } = tools;
  const { emailLink } = state;
  await tools.whileProcessing(async () => {
    if (emailLink) {
      const verified = await auth.verifyEmailLink(emailLink);
      if (verified.error && isExpiredLinkError(verified.error))
        return dispatch({ type: 'linkExpired' });
      if (verified.error) return providerFailed(providerErrorMessage(verified.error));
      dispatch({ type: 'recoverySessionStarted' });
    }
    const { error } = await auth.updatePassword(input.data.password);
    if (error) return providerFailed(newPasswordErrorMessage(error));
    notifySuccess(authToasts.passwordChanged);
    void tools.navigate(paths.dashboard, { replace: true });
  });
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
