import { useEffect, useState } from 'react';
import type { SlotList } from '../../../../../shared/agenda.ts';
import { rescheduleTeamBooking, type TeamBooking } from '../../../api/admin-agenda-api.ts';
import { fetchSlots } from '../../../api/agenda-api.ts';
import { agendaRefusal } from '../../../api/agenda-refusal.ts';
import { ApiError } from '../../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { addDays, type AgendaClock } from '../../../lib/agenda-clock.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { toasts } = adminAgendaContent;
/** How far ahead the team picks a new time. */
const daysAhead = 30;

/**
 * The team moving a client's booking: the free slots, read when the step opens; the one chosen;
 * `onMoved` once the server moved it, or found it changed meanwhile (the week is read again).
 */
export function useTeamReschedule(
  booking: TeamBooking,
  clock: AgendaClock,
  open: boolean,
  onMoved: () => void,
) {
  const toastAction = `booking-reschedule:${booking.id}`;
  const reportFailure = useReportApiFailure();
  const [slots, setSlots] = useState<SlotList['slots'] | undefined>();
  const [start, setStart] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { sending: busy, send } = useSubmit();

  useEffect(() => {
    if (!open) return;
    let mounted = true;
    const today = clock.dayOf(new Date());
    fetchSlots(today, addDays(today, daysAhead)).then(
      (list) => mounted && setSlots(list.slots),
      (error: unknown) => {
        if (mounted) reportFailure(error, toasts.rescheduleFailedTitle, toastAction);
      },
    );
    return () => {
      mounted = false;
    };
  }, [open, clock, reportFailure, toastAction]);

  async function confirm() {
    if (!start) return setError(adminAgendaContent.booking.chooseSlotFirst);
    const outcome = await send(() => rescheduleTeamBooking(booking.id, start));
    if ('error' in outcome) {
      const { error } = outcome;
      const taken = error instanceof ApiError && error.code === 'slot_taken';
      const refusal = taken ? error.message : agendaRefusal(error);
      if (!refusal) return reportFailure(error, toasts.rescheduleFailedTitle, toastAction);
      notifyError({ title: toasts.rescheduleFailedTitle, description: refusal }, toastAction);
      return onMoved();
    }
    notifySuccess(toasts.rescheduled(clock.when(outcome.answer)), toastAction);
    onMoved();
  }

  return {
    slots,
    start,
    error,
    choose(value: string) {
      setStart(value);
      setError(undefined);
    },
    busy,
    confirm: () => void confirm(),
  };
}
