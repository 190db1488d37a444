import { ApiError } from '../api/api-client.ts';
import { type Notice, notifyError, notifySuccess } from '../components/notify.ts';
import { type FieldErrors, useFieldErrors } from './use-field-errors.ts';
import { useReportApiFailure } from './use-report-api-failure.ts';
import { useSubmit } from './use-submit.ts';

interface SaveFormToasts {
  invalid: Notice;
  saved: Notice;
  saveFailedTitle: string;
}

/** A form's field errors and `save()`: the form's or server's refusal shown, or the save toasted. */
export function useSaveForm<F extends string>(
  order: readonly F[],
  toasts: SaveFormToasts,
  action: string,
  refusedField: (error: ApiError) => F | undefined,
) {
  const reportFailure = useReportApiFailure();
  const { errors, refuse, clear, clearAll, controlRef } = useFieldErrors(order);
  const { sending, send } = useSubmit();

  function failed(error: unknown) {
    const field = error instanceof ApiError ? refusedField(error) : undefined;
    if (error instanceof ApiError && field !== undefined) {
      refuse({ [field]: error.message } as FieldErrors<F>);
      return notifyError({ title: toasts.saveFailedTitle, description: error.message }, action);
    }
    reportFailure(error, toasts.saveFailedTitle, action);
  }

  async function save<E extends FieldErrors<F>, C extends object, T>(
    checked: { errors: E } | C,
    request: (valid: C) => Promise<T>,
  ): Promise<T | undefined> {
    if ('errors' in checked) {
      refuse(checked.errors);
      return void notifyError(toasts.invalid, action);
    }
    const outcome = await send(() => request(checked));
    if ('error' in outcome) return void failed(outcome.error);
    notifySuccess(toasts.saved, action);
    clearAll();
    return outcome.answer;
  }

  return { errors, clear, controlRef, clearAll, sending, save };
}
