import { useState } from 'react';
import type { Booking } from '../../../../../shared/agenda.ts';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { agendaClock, clientTimeZone } from '../../../lib/agenda-clock.ts';
import { PrivateNotesExport } from './private-notes-export.tsx';

const { detail: copy } = adminClientsContent;

interface ClientBookingsCardProps {
  client: { id: string; email: string };
  bookings: Booking[];
}

/** The client's conversations as the server orders them (those to come first). */
export function ClientBookingsCard({ client, bookings }: ClientBookingsCardProps) {
  const [clock] = useState(() => agendaClock(clientTimeZone()));
  return (
    <section aria-labelledby="conversas" className={raisedCardClassName}>
      <h2 id="conversas" className="font-display text-title-2 font-medium text-ink-900">
        {copy.bookings}
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-4 text-ink-700">{copy.noBookings}</p>
      ) : (
        <ul className="mt-5 grid gap-3 md:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking.id} className="rounded-2xl border border-sand-300 bg-white p-4">
              <p className="font-medium text-ink-900 first-letter:uppercase">
                {clock.when(booking)}
              </p>
              <p className="mt-1 text-small text-ink-700">
                {booking.attendance
                  ? copy.attendance[booking.attendance]
                  : copy.bookingStatus[booking.status]}{' '}
                · {booking.topic ?? copy.noTopic}
              </p>
            </li>
          ))}
        </ul>
      )}
      <PrivateNotesExport client={client} />
    </section>
  );
}
