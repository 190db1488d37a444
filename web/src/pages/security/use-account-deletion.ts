import { useState } from 'react';
import { deleteAccount, forgetLocalSession } from '../../api/account-api.ts';
import { ApiError } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { securityContent } from '../../content/security.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../lib/use-submit.ts';

const { deletion } = securityContent;
const fields = ['password'] as const;
const toastAction = 'account-deletion';

/** The password that confirms the deletion; `confirm()` deletes the account and signs out here. */
export function useAccountDeletion() {
  const reportFailure = useReportApiFailure();
  const [password, setPassword] = useState('');
  const { errors, refuse, clear, controlRef } = useFieldErrors(fields);
  const { sending: deleting, send } = useSubmit();

  function refusePassword(message: string) {
    refuse({ password: message });
    notifyError({ title: deletion.toasts.failedTitle, description: message }, toastAction);
  }

  function failed(error: unknown) {
    if (error instanceof ApiError && error.code === 'wrong_password') {
      return refusePassword(deletion.wrongPassword);
    }
    if (error instanceof ApiError && error.field === 'password') {
      return refusePassword(error.message);
    }
    reportFailure(error, deletion.toasts.failedTitle, toastAction);
  }

  async function confirm() {
    if (!password) return refusePassword(deletion.passwordMissing);
    // Signing out is part of the request: the form stays busy until the page is left.
    const outcome = await send(async () => {
      await deleteAccount(password);
      // `/` has no toast region; the page's sign-in gate takes the client to /auth, which has one.
      notifySuccess(deletion.toasts.deleted, toastAction);
      await forgetLocalSession();
    });
    if ('error' in outcome) failed(outcome.error);
  }

  return {
    password,
    error: errors.password,
    deleting,
    confirm,
    change(value: string) {
      setPassword(value);
      clear('password');
    },
    passwordRef: controlRef('password'),
  };
}
