import { useState } from 'react';
import type { Booking } from '../../../../shared/agenda.ts';
import { fetchBookings } from '../../api/agenda-api.ts';
import { fetchIntake } from '../../api/intake-api.ts';
import { ClientAreaPage } from '../../components/client-area-page.tsx';
import { agendaContent } from '../../content/agenda.ts';
import { agendaClock, clientTimeZone } from '../../lib/agenda-clock.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { withBooking } from './booking-lists.ts';
import { BookingSection } from './booking-section.tsx';
import { BookingsPanel } from './bookings-panel.tsx';
import { IntakeNote } from './intake-note.tsx';
import type { FocusRequest } from './use-focus-request.ts';
import { useSlots } from './use-slots.ts';

/** `/dashboard/agenda`: the client books, moves and cancels conversations with the team. */
export function AgendaPage() {
  useDocumentTitle(agendaContent.documentTitle);
  return (
    <ClientAreaPage title={agendaContent.title}>
      {() => (
        <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <AgendaSections />
        </main>
      )}
    </ClientAreaPage>
  );
}

/** Rendered for a signed-in client only, so the agenda is asked for with a session. */
function AgendaSections() {
  const [clock] = useState(() => agendaClock(clientTimeZone()));
  const bookings = useApiLoad(fetchBookings, { fromMemory: true });
  const intake = useApiLoad(fetchIntake);
  // The server holds the first booking until the answers come; the note says so up front.
  const intakeOwed = intake.load.status === 'ready' && intake.load.data.owed === true;
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [hostId, setHostId] = useState<string | null>(null);
  // A booking moves within its host's hours; a new one, within the chosen host's, or anyone's.
  const slots = useSlots((rescheduling ? rescheduling.host?.id : hostId) ?? undefined);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);

  /** A booking was made, moved or cancelled: it is listed anew, and the slots read again. */
  function changed(booking: Booking) {
    const { load } = bookings;
    if (load.status === 'ready') bookings.replace(withBooking(load.data, booking));
    else bookings.reload();
    void slots.refresh();
    setRescheduling((current) => (current?.id === booking.id ? null : current));
    setFocusRequest({ bookingId: booking.id });
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-8">
      {/* First for a screen reader and on a phone; beside the agenda on a wide screen. */}
      <BookingsPanel
        load={bookings.load}
        onRetry={bookings.reload}
        clock={clock}
        focusRequest={focusRequest}
        onReschedule={setRescheduling}
        onCancelled={changed}
        onOutdated={bookings.reload}
        className="lg:col-start-2 lg:row-start-1"
      />
      {intakeOwed ? (
        <IntakeNote className="lg:col-start-1 lg:row-start-1" />
      ) : (
        <BookingSection
          clock={clock}
          slots={slots}
          rescheduling={rescheduling}
          hostId={hostId}
          onHostChange={setHostId}
          onKeepTime={(booking) => {
            setRescheduling(null);
            setFocusRequest({ bookingId: booking.id });
          }}
          onSaved={changed}
          onOutdated={bookings.reload}
          className="lg:col-start-1 lg:row-start-1"
        />
      )}
    </div>
  );
}
