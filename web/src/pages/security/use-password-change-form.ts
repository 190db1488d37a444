import { useState } from 'react';
import { changePassword } from '../../api/account-api.ts';
import { ApiError } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { passwordMinLength } from '../../config/runtime-config.ts';
import { securityContent } from '../../content/security.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  emptyPasswordValues,
  type PasswordField,
  passwordFields,
  readPasswordChange,
  refusedPasswordField,
} from './password-change-values.ts';

const { toasts } = securityContent.password;
const toastAction = 'password-change';

/** The three passwords and their errors; `submit()` checks them, sends them, reports the outcome. */
export function usePasswordChangeForm(onChanged: () => void) {
  const reportFailure = useReportApiFailure();
  const [values, setValues] = useState(emptyPasswordValues);
  const { errors, refuse, clear, clearAll, controlRef } = useFieldErrors(passwordFields);
  const { sending: saving, send } = useSubmit();

  function failed(error: unknown) {
    const refused = error instanceof ApiError ? refusedPasswordField(error) : undefined;
    if (!refused) return reportFailure(error, toasts.failedTitle, toastAction);
    refuse(refused);
    notifyError(
      { title: toasts.failedTitle, description: Object.values(refused).join(' ') },
      toastAction,
    );
  }

  async function submit() {
    const read = readPasswordChange(values, passwordMinLength());
    if ('errors' in read) {
      refuse(read.errors);
      return notifyError(toasts.invalid, toastAction);
    }
    const outcome = await send(() => changePassword(read.passwords));
    if ('error' in outcome) return failed(outcome.error);
    setValues(emptyPasswordValues);
    clearAll();
    notifySuccess(toasts.changed, toastAction);
    onChanged();
  }

  return {
    values,
    errors,
    saving,
    submit,
    change(field: PasswordField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    },
    controlRef,
  };
}
