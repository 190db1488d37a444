import { useState } from 'react';
import type { Booking } from '../../../../shared/agenda.ts';
import { raisedCardClassName } from '../../components/raised-card.ts';
import { SectionLoadStatus } from '../../components/section-load-status.tsx';
import { agendaContent } from '../../content/agenda.ts';
import type { AgendaClock } from '../../lib/agenda-clock.ts';
import { classNames } from '../../lib/class-names.ts';
import type { ApiLoad } from '../../lib/use-api-load.ts';
import { BookingHistory } from './booking-history.tsx';
import { BookingListSkeleton } from './booking-skeletons.tsx';
import { bookingLists } from './booking-lists.ts';
import { UpcomingBooking } from './upcoming-booking.tsx';
import type { FocusRequest } from './use-focus-request.ts';

const { bookings: copy } = agendaContent;

interface BookingsPanelProps {
  load: ApiLoad<Booking[]>;
  onRetry(): void;
  clock: AgendaClock;
  focusRequest: FocusRequest | null;
  onReschedule(booking: Booking): void;
  onCancelled(booking: Booking): void;
  /** A booking changed elsewhere: the list is read again. */
  onOutdated(): void;
  className?: string;
}

/** "Suas conversas": the client's bookings to come, then the history. */
export function BookingsPanel({ load, onRetry, className, ...lists }: BookingsPanelProps) {
  return (
    <section
      aria-labelledby="suas-conversas"
      className={classNames(raisedCardClassName, className)}
    >
      <h2 id="suas-conversas" className="font-display text-title-2 font-medium text-ink-900">
        {copy.heading}
      </h2>
      <SectionLoadStatus
        load={load}
        copy={copy}
        onRetry={onRetry}
        skeleton={<BookingListSkeleton />}
      />
      {load.status === 'ready' && <BookingLists bookings={load.data} {...lists} />}
    </section>
  );
}

type BookingListsProps = Omit<BookingsPanelProps, 'load' | 'onRetry' | 'className'> & {
  bookings: Booking[];
};

function BookingLists({ bookings, ...entry }: BookingListsProps) {
  // What is past is judged once, when the page opens: a conversation under way stays listed.
  const [now] = useState(() => Date.now());
  const { upcoming, history } = bookingLists(bookings, now);
  return (
    <>
      {upcoming.length > 0 ? (
        <ul aria-labelledby="suas-conversas" className="mt-5 flex flex-col gap-4">
          {upcoming.map((booking) => (
            <UpcomingBooking key={booking.id} booking={booking} {...entry} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink-700">{copy.empty}</p>
      )}
      {history.length > 0 && (
        <BookingHistory bookings={history} clock={entry.clock} focusRequest={entry.focusRequest} />
      )}
    </>
  );
}
