import { type Dispatch, useState } from 'react';
import { useNavigate } from 'react-router';
import {
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
import { useAuth } from '../../auth/use-auth.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { passwordMinLength } from '../../config/runtime-config.ts';
import { authToasts } from '../../content/auth.ts';
import { paths } from '../../paths.ts';
import type { AuthScreenAction, AuthScreenState } from './auth-screen-state.ts';

const validationFailed = (message: string) =>
  notifyError({ title: authToasts.validationErrorTitle, description: message });

const providerFailed = (message: string) =>
  notifyError({ title: authToasts.errorTitle, description: message });

/** What the submit button does in each mode; nothing is sent while the form is invalid (seed §5). */
export function useAuthSubmit(state: AuthScreenState, dispatch: Dispatch<AuthScreenAction>) {
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

  async function signIn() {
    const input = validate(signInSchema, state);
    if (!input.success) return validationFailed(input.message);
    await whileProcessing(async () => {
      const { error } = await auth.signIn(input.data.email, input.data.password);
      if (error) return providerFailed(providerErrorMessage(error));
      // The screen's signed-in redirect takes it on to /dashboard (seed §4), or the team to /admin.
      notifySuccess(authToasts.signedIn);
    });
  }

  async function requestReset() {
    const input = validate(resetRequestSchema, state);
    if (!input.success) return validationFailed(input.message);
    await whileProcessing(async () => {
      const { error } = await auth.resetPassword(input.data.email);
      if (error) return providerFailed(providerErrorMessage(error));
      notifySuccess(authToasts.resetEmailSent);
      dispatch({ type: 'resetEmailSent' });
    });
  }

  async function setNewPassword() {
    const input = validate(newPasswordSchema(passwordMinLength()), state);
    if (!input.success) return validationFailed(input.message);
    const { emailLink } = state;
    await whileProcessing(async () => {
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
      void navigate(paths.dashboard, { replace: true });
    });
  }

  const submitByMode = { signin: signIn, reset: requestReset, 'new-password': setNewPassword };
  return { processing, submit: () => submitByMode[state.mode]() };
}
