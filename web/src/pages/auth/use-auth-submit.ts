import { type Dispatch, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { ValidationResult } from '../../auth/credentials-schema.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { passwordMinLength } from '../../config/runtime-config.ts';
import { authToasts } from '../../content/auth.ts';
import { paths } from '../../paths.ts';
import type { AuthField, AuthScreenAction, AuthScreenState } from './auth-screen-state.ts';
import { submitSupport } from './sign-in-code.ts';

const providerFailed = (message: string) =>
  notifyError({ title: authToasts.errorTitle, description: message });

const fieldOrder: AuthField[] = ['email', 'password', 'passwordConfirmation'];

/**
 * What the submit button does in each mode; nothing is sent while the form is invalid (seed §5).
 * `focusField` moves the keyboard to a field that was refused.
 */
export function useAuthSubmit(
  state: AuthScreenState,
  dispatch: Dispatch<AuthScreenAction>,
  focusField: (field: AuthField) => void,
) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);

  async function whileProcessing(work: () => Promise<void>) {
    setProcessing(true);
    try {
      await work();
    } finally {
      setProcessing(false);
    }
  }

  /** The seed's toast with the first message, and every refused field marked beside it. */
  function refused({
    message,
    fieldMessages,
  }: Extract<ValidationResult<unknown>, { success: false }>) {
    const invalid = fieldOrder.filter((field) => fieldMessages[field]);
    flushSync(() =>
      dispatch({
        type: 'invalid',
        fieldErrors: Object.fromEntries(invalid.map((field) => [field, fieldMessages[field]])),
      }),
    );
    if (invalid[0]) focusField(invalid[0]);
    notifyError({ title: authToasts.validationErrorTitle, description: message });
  }

  async function signIn() {
    const { signInSchema, validate, providerErrorMessage } = await submitSupport();
    const input = validate(signInSchema, state);
    if (!input.success) return refused(input);
    await whileProcessing(async () => {
      const { error } = await auth.signIn(input.data.email, input.data.password);
      if (error) return providerFailed(providerErrorMessage(error));
      // The screen's signed-in redirect takes it on to /dashboard (seed §4), or the team to /admin.
      notifySuccess(authToasts.signedIn);
    });
  }

  async function requestReset() {
    const { resetRequestSchema, validate, providerErrorMessage } = await submitSupport();
    const input = validate(resetRequestSchema, state);
    if (!input.success) return refused(input);
    await whileProcessing(async () => {
      const { error } = await auth.resetPassword(input.data.email);
      if (error) return providerFailed(providerErrorMessage(error));
      notifySuccess(authToasts.resetEmailSent);
      dispatch({ type: 'resetEmailSent' });
    });
  }

  async function setNewPassword() {
    const support = await submitSupport();
    const input = support.validate(support.newPasswordSchema(passwordMinLength()), state);
    if (!input.success) return refused(input);
    const { emailLink } = state;
    await whileProcessing(async () => {
      if (emailLink) {
        const verified = await auth.verifyEmailLink(emailLink);
        if (verified.error && support.isExpiredLinkError(verified.error))
          return dispatch({ type: 'linkExpired' });
        if (verified.error) return providerFailed(support.providerErrorMessage(verified.error));
        dispatch({ type: 'recoverySessionStarted' });
      }
      const { error } = await auth.updatePassword(input.data.password);
      if (error) return providerFailed(support.newPasswordErrorMessage(error));
      notifySuccess(authToasts.passwordChanged);
      void navigate(paths.dashboard, { replace: true });
    });
  }

  const submitByMode = { signin: signIn, reset: requestReset, 'new-password': setNewPassword };
  return { processing, submit: () => submitByMode[state.mode]() };
}
