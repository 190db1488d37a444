import { useState } from 'react';
import type { Booking } from '../../../../shared/agenda.ts';
import { cancelBooking } from '../../api/agenda-api.ts';
import { agendaRefusal, bookingOutdated } from '../../api/agenda-refusal.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmStep } from '../../components/confirm-step.tsx';
import { MeetingLink } from '../../components/meeting-link.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { agendaContent } from '../../content/agenda.ts';
import type { AgendaClock } from '../../lib/agenda-clock.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { type FocusRequest, useFocusRequest } from './use-focus-request.ts';

const { bookings: copy, hosts: hostsCopy, toasts } = agendaContent;

interface UpcomingBookingProps {
  booking: Booking;
  clock: AgendaClock;
  focusRequest: FocusRequest | null;
  onReschedule(booking: Booking): void;
  onCancelled(booking: Booking): void;
  onOutdated(): void;
}

/** A conversation to come: when, about what, the meeting link; "Remarcar" and "Cancelar". */
export function UpcomingBooking({
  booking,
  clock,
  focusRequest,
  onReschedule,
  onCancelled,
  onOutdated,
}: UpcomingBookingProps) {
  const entry = useFocusRequest<HTMLLIElement>(focusRequest, booking.id);
  const reportFailure = useReportApiFailure();
  const { open: confirming, triggerRef: cancelButton, start, cancel: keep } = useConfirmStep();
  const [cancelling, setCancelling] = useState(false);
  const when = clock.when(booking);
  const toastAction = `booking-cancellation:${booking.id}`;
  const which = <span className="sr-only">{copy.which(when)}</span>;

  async function cancel() {
    setCancelling(true);
    const outcome = await cancelBooking(booking.id).then(
      (cancelled) => ({ cancelled }),
      (error: unknown) => ({ error }),
    );
    setCancelling(false);
    if ('error' in outcome) return failed(outcome.error);
    notifySuccess(toasts.cancelled(when), toastAction);
    onCancelled(outcome.cancelled);
  }

  function failed(error: unknown) {
    const refusal = agendaRefusal(error);
    if (!refusal) return reportFailure(error, toasts.cancelFailedTitle, toastAction);
    notifyError({ title: toasts.cancelFailedTitle, description: refusal }, toastAction);
    if (bookingOutdated(error)) onOutdated();
  }

  return (
    <li ref={entry} tabIndex={-1} className="rounded-2xl border border-sand-300 bg-white p-5">
      <p className="font-display text-title-4 font-medium text-ink-900 first-letter:uppercase">
        {clock.longDay(booking.start)}
      </p>
      <p className="font-medium text-ink-700 tabular-nums">
        {clock.timeRange(booking.start, booking.end)}
      </p>
      {booking.host && <p className="text-ink-700">{hostsCopy.with(booking.host.name)}</p>}
      <p className="mt-2 break-words text-ink-900">{booking.topic ?? copy.noTopic}</p>
      {booking.meeting_url && (
        <MeetingLink
          url={booking.meeting_url}
          label={copy.join}
          newTabHint={copy.newTab}
          className="mt-3"
        />
      )}
      {confirming ? (
        <ConfirmStep
          compact
          copy={copy.confirmCancel}
          busy={cancelling}
          onConfirm={() => void cancel()}
          onKeep={keep}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => onReschedule(booking)}>
            {copy.reschedule}
            {which}
          </Button>
          <Button ref={cancelButton} variant="ghost" onClick={start}>
            {copy.cancel}
            {which}
          </Button>
        </div>
      )}
    </li>
  );
}
