import { useState } from 'react';
import type { Booking } from '../../../../shared/agenda.ts';
import { cancelBooking } from '../../api/agenda-api.ts';
import { agendaRefusal, bookingOutdated } from '../../api/agenda-refusal.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ConfirmStep } from '../../components/confirm-step.tsx';
import { contactUrl } from '../../config/runtime-config.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { agendaContent } from '../../content/agenda.ts';
import type { AgendaClock } from '../../lib/agenda-clock.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { useNow } from '../../lib/use-now.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { canChange, canJoin } from './booking-moments.ts';
import { type FocusRequest, useFocusRequest } from './use-focus-request.ts';

const { bookings: copy, hosts: hostsCopy, toasts } = agendaContent;

/** How often the card checks whether the call opened or the change window closed. */
const recheckMs = 30_000;

interface UpcomingBookingProps {
  booking: Booking;
  clock: AgendaClock;
  focusRequest: FocusRequest | null;
  onReschedule(booking: Booking): void;
  onCancelled(booking: Booking): void;
  onOutdated(): void;
}

/**
 * A conversation to come: when, about what, where; "Entrar na conversa" from 10 minutes before
 * the start to its end; "Remarcar" and "Cancelar" until the team's change window, then who to ask.
 */
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
  const now = useNow(recheckMs);
  const changeable = canChange(booking, now);
  const closedNoteId = `fechada-${booking.id}`;
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
      {booking.meeting_url === null && booking.meeting_location && (
        <p className="mt-2 break-words text-ink-700">{copy.place(booking.meeting_location)}</p>
      )}
      {booking.meeting_url && canJoin(booking, now) && (
        <ButtonLink href={booking.meeting_url} external variant="accent" className="mt-3">
          {copy.join}
          <span className="sr-only">{copy.newTab}</span>
        </ButtonLink>
      )}
      {confirming && changeable ? (
        <ConfirmStep
          compact
          copy={copy.confirmCancel}
          busy={cancelling}
          onConfirm={() => void cancel()}
          onKeep={keep}
        />
      ) : (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={!changeable}
              aria-describedby={changeable ? undefined : closedNoteId}
              onClick={() => onReschedule(booking)}
            >
              {copy.reschedule}
              {which}
            </Button>
            <Button
              ref={cancelButton}
              variant="ghost"
              disabled={!changeable}
              aria-describedby={changeable ? undefined : closedNoteId}
              onClick={start}
            >
              {copy.cancel}
              {which}
            </Button>
          </div>
          {!changeable && (
            <p id={closedNoteId} className="mt-3 text-small text-ink-700">
              {copy.changeClosed}{' '}
              <a
                href={contactUrl()}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-sm font-medium text-brass-700 underline decoration-brass-400 underline-offset-4 hover:text-ink-900"
              >
                {copy.contactTeam}
                <span className="sr-only"> {copy.newTab}</span>
              </a>
            </p>
          )}
        </>
      )}
    </li>
  );
}
