import { useState } from 'react';
import { flushSync } from 'react-dom';
import { deleteAccount, forgetLocalSession } from '../../api/account-api.ts';
import { ApiError } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { securityContent } from '../../content/security.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';

const { deletion } = securityContent;
const fields = ['password'] as const;

/** The password that confirms the deletion; `confirm()` deletes the account and signs out here. */
export function useAccountDeletion() {
  const reportFailure = useReportApiFailure();
  const [password, setPassword] = useState('');
  const { errors, refuse, clear, controlRef } = useFieldErrors(fields);
  const [deleting, setDeleting] = useState(false);

  function refusePassword(message: string) {
    refuse({ password: message });
    notifyError({ title: deletion.toasts.failedTitle, description: message });
  }

  function failed(error: unknown) {
    if (error instanceof ApiError && error.code === 'wrong_password') {
      return refusePassword(deletion.wrongPassword);
    }
    if (error instanceof ApiError && error.field === 'password') {
      return refusePassword(error.message);
    }
    reportFailure(error, deletion.toasts.failedTitle);
  }

  async function confirm() {
    if (!password) return refusePassword(deletion.passwordMissing);
    setDeleting(true);
    const outcome = await deleteAccount(password).then(
      () => ({}),
      (error: unknown) => ({ error }),
    );
    if ('error' in outcome) {
      // The field is enabled again before it may take the focus.
      flushSync(() => setDeleting(false));
      return failed(outcome.error);
    }
    // `/` has no toast region; the page's sign-in gate takes the client to /auth, which has one.
    notifySuccess(deletion.toasts.deleted);
    await forgetLocalSession();
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
