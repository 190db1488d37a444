import type { Booking } from '../../../../shared/agenda.ts';
import { agendaContent } from '../../content/agenda.ts';
import type { AgendaClock } from '../../lib/agenda-clock.ts';
import { BookingRecap } from './booking-recap.tsx';
import { type FocusRequest, useFocusRequest } from './use-focus-request.ts';

const { bookings: copy } = agendaContent;

interface BookingHistoryProps {
  /** Cancelled and past conversations, latest first. */
  bookings: Booking[];
  clock: AgendaClock;
  focusRequest: FocusRequest | null;
}

/** "Histórico": the conversations that will not happen (again), in a quieter list. */
export function BookingHistory({ bookings, clock, focusRequest }: BookingHistoryProps) {
  return (
    <div className="mt-8 border-t border-sand-300 pt-6">
      <h3 id="historico" className="font-display text-title-4 font-medium text-ink-900">
        {copy.historyHeading}
      </h3>
      <ul aria-labelledby="historico" className="mt-2 divide-y divide-sand-300 text-small">
        {bookings.map((booking) => (
          <PastBooking
            key={booking.id}
            booking={booking}
            clock={clock}
            focusRequest={focusRequest}
          />
        ))}
      </ul>
    </div>
  );
}

function PastBooking({
  booking,
  clock,
  focusRequest,
}: {
  booking: Booking;
  clock: AgendaClock;
  focusRequest: FocusRequest | null;
}) {
  const entry = useFocusRequest<HTMLLIElement>(focusRequest, booking.id);
  const cancelled = booking.status === 'cancelled';
  const when = clock.when(booking);
  const status = cancelled
    ? copy.status.cancelled
    : booking.attendance === 'no_show'
      ? copy.status.noShow
      : copy.status.past;
  return (
    <li ref={entry} tabIndex={-1} className="py-3">
      <p className="text-ink-900 first-letter:uppercase">{when}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-700">
        <span className="rounded-full bg-sand-200 px-2.5 py-0.5 text-caption font-medium text-ink-900">
          {status}
        </span>
        <span className="break-words">{booking.topic ?? copy.noTopic}</span>
      </p>
      {booking.cancel_reason && (
        <p className="mt-1 break-words text-ink-700">{copy.reason(booking.cancel_reason)}</p>
      )}
      {booking.recap && <BookingRecap recap={booking.recap} />}
    </li>
  );
}
