import { useState } from 'react';
import { staffCancellationInput } from '../../../../../shared/agenda.ts';
import { cancelTeamBooking, type TeamBooking } from '../../../api/admin-agenda-api.ts';
import { agendaRefusal } from '../../../api/agenda-refusal.ts';
import { ApiError } from '../../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { toasts } = adminAgendaContent;

/**
 * Cancelling a client's booking with the reason the client reads in the e-mail, checked by the
 * server's rule; `onCancelled` once the server has cancelled it, or found it already closed.
 */
export function useBookingCancellation(
  booking: TeamBooking,
  when: string,
  onCancelled: () => void,
) {
  const toastAction = `booking-cancellation:${booking.id}`;
  const reportFailure = useReportApiFailure();
  const [reason, setReason] = useState('');
  const { sending: busy, send } = useSubmit();
  const { errors, refuse, clear, controlRef } = useFieldErrors(['reason'] as const);

  function failed(error: unknown) {
    if (error instanceof ApiError && error.field === 'reason') {
      refuse({ reason: error.message });
      return notifyError(
        { title: toasts.cancelFailedTitle, description: error.message },
        toastAction,
      );
    }
    const refusal = agendaRefusal(error);
    if (!refusal) return reportFailure(error, toasts.cancelFailedTitle, toastAction);
    notifyError({ title: toasts.cancelFailedTitle, description: refusal }, toastAction);
    onCancelled();
  }

  async function confirm() {
    const checked = staffCancellationInput.safeParse({ reason });
    if (!checked.success) {
      refuse({ reason: checked.error.issues[0]!.message });
      return notifyError(toasts.cancelInvalid, toastAction);
    }
    const outcome = await send(() => cancelTeamBooking(booking.id, checked.data.reason));
    if ('error' in outcome) return failed(outcome.error);
    notifySuccess(toasts.cancelled(when), toastAction);
    onCancelled();
  }

  return {
    reason,
    error: errors.reason,
    busy,
    reasonRef: controlRef('reason'),
    change(value: string) {
      setReason(value);
      clear('reason');
    },
    confirm: () => void confirm(),
  };
}
