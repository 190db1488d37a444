import { consoleLinks } from '../../../console-links.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { bookingLimits } from '../../../../../shared/agenda.ts';
import type { TeamBooking } from '../../../api/admin-agenda-api.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { HintWithCount } from '../../../components/hint-with-count.tsx';
import { MeetingLink } from '../../../components/meeting-link.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import type { AgendaClock } from '../../../lib/agenda-clock.ts';
import { useConfirmStep } from '../../../lib/use-confirm-step.ts';
import { ConversationPanel } from './conversation-panel.tsx';
import { TeamReschedule } from './team-reschedule.tsx';
import { useBookingCancellation } from './use-booking-cancellation.ts';
import { useConversationRecord } from './use-conversation-record.ts';
import { useTeamReschedule } from './use-team-reschedule.ts';

const { booking: copy, conversation: conversationCopy } = adminAgendaContent;

interface TeamBookingCardProps {
  booking: TeamBooking;
  clock: AgendaClock;
  /** The booking was cancelled or moved: the week is read again. */
  onChanged(): void;
}

/**
 * A confirmed conversation of the week: when, about what, whose, where; until it starts,
 * "Remarcar conversa" (at any time, unlike the client) and "Cancelar conversa"; and what the team
 * records of it (attendance, notes, recap: `ConversationPanel`).
 */
export function TeamBookingCard({ booking, clock, onChanged }: TeamBookingCardProps) {
  const when = clock.when(booking);
  const [started] = useState(() => Date.parse(booking.start) <= Date.now());
  const [recording, setRecording] = useState(false);
  const conversation = useConversationRecord(booking, when);
  const { attendance } = conversation.record;
  const timeId = useId();
  const { reason, error, busy, reasonRef, change, confirm } = useBookingCancellation(
    booking,
    when,
    onChanged,
  );
  const { open: confirming, triggerRef: cancelButton, start, cancel: keep } = useConfirmStep();
  const {
    open: moving,
    triggerRef: moveButton,
    start: startMove,
    cancel: keepTime,
  } = useConfirmStep();
  const move = useTeamReschedule(booking, clock, moving, onChanged);
  return (
    <li
      className={`flex min-w-0 flex-col gap-2 rounded-2xl border border-sand-300 bg-white p-4 sm:p-5 ${recording ? 'sm:col-span-2 xl:col-span-3' : ''}`}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          id={timeId}
          className="font-display text-title-4 font-medium text-ink-900 tabular-nums"
        >
          {clock.timeRange(booking.start, booking.end)}
        </span>
        {attendance && (
          <span className="rounded-full bg-sand-200 px-2.5 py-0.5 text-caption font-medium text-ink-900">
            {conversationCopy.attendance[attendance]}
          </span>
        )}
      </p>
      {booking.host && <p className="text-small text-ink-700">{copy.host(booking.host.name)}</p>}
      <p className="break-words text-ink-900">{booking.topic ?? copy.noTopic}</p>
      {booking.notes && (
        <p className="text-small break-words whitespace-pre-line text-ink-700">
          <span className="font-medium text-ink-900">{copy.notes}: </span>
          {booking.notes}
        </p>
      )}
      <Link
        to={consoleLinks.adminClient(booking.client_id)}
        className="self-start rounded-sm text-small font-medium text-ink-700 underline decoration-brass-400 underline-offset-4 hover:text-ink-900"
      >
        {booking.client_name ?? booking.client_email}
        <span className="sr-only">{copy.which(when)}</span>
      </Link>
      {booking.meeting_url && (
        <MeetingLink
          url={booking.meeting_url}
          label={copy.join}
          newTabHint={copy.newTab}
          className="self-start text-small"
        />
      )}
      {booking.meeting_url === null && booking.meeting_location && (
        <p className="text-small break-words text-ink-700">
          {copy.place(booking.meeting_location)}
        </p>
      )}
      <Button
        variant="ghost"
        className="self-start"
        aria-expanded={recording}
        onClick={() => setRecording(!recording)}
      >
        {recording
          ? conversationCopy.close
          : conversationCopy.open[started ? 'started' : 'upcoming']}
        <span className="sr-only">{copy.which(when)}</span>
      </Button>
      {recording && (
        <ConversationPanel
          booking={booking}
          started={started}
          conversation={conversation}
          labelledBy={timeId}
        />
      )}
      {started ? null : moving ? (
        <TeamReschedule move={move} clock={clock} onKeep={keepTime} />
      ) : confirming ? (
        <ConfirmStep
          compact
          copy={copy.confirmCancel}
          busy={busy}
          onConfirm={confirm}
          onKeep={keep}
        >
          <TextField
            ref={reasonRef}
            label={copy.reasonLabel}
            hint={
              <HintWithCount
                hint={copy.reasonHint}
                count={copy.characterCount(reason.length, bookingLimits.reason)}
              />
            }
            error={error}
            name="reason"
            value={reason}
            onChange={(event) => change(event.target.value)}
          />
        </ConfirmStep>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button ref={moveButton} variant="outline" onClick={startMove}>
            {copy.reschedule}
            <span className="sr-only">{copy.which(when)}</span>
          </Button>
          <Button ref={cancelButton} variant="outline" onClick={start}>
            {copy.cancel}
            <span className="sr-only">{copy.which(when)}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
