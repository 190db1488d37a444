import { CircleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Booking } from '../../../../shared/agenda.ts';
import { Button } from '../../components/button.tsx';
import { raisedCardClassName } from '../../components/raised-card.ts';
import { SectionLoadStatus } from '../../components/section-load-status.tsx';
import { agendaContent } from '../../content/agenda.ts';
import type { AgendaClock } from '../../lib/agenda-clock.ts';
import { classNames } from '../../lib/class-names.ts';
import { BookingForm } from './booking-form.tsx';
import { HostChoice } from './host-choice.tsx';
import { MoreDates } from './more-dates.tsx';
import { type Slot, slotDays } from './slot-days.ts';
import { SlotPicker } from './slot-picker.tsx';
import { TimeZoneNote } from './time-zone-note.tsx';
import { useBookingForm } from './use-booking-form.ts';
import type { SlotsState } from './use-slots.ts';

const { picker: copy } = agendaContent;

interface BookingSectionProps {
  clock: AgendaClock;
  slots: SlotsState;
  /** The booking being moved; null to book a new conversation. */
  rescheduling: Booking | null;
  /** The host a new conversation is with; null for "Qualquer um". */
  hostId: string | null;
  onHostChange(host: string | null): void;
  onKeepTime(booking: Booking): void;
  onSaved(booking: Booking): void;
  /** The booking being moved changed elsewhere: the list is read again. */
  onOutdated(): void;
  className?: string;
}

/** Choosing a free slot and confirming it, for a new conversation or to move one. */
export function BookingSection({
  clock,
  slots,
  rescheduling,
  hostId,
  onHostChange,
  onKeepTime,
  onSaved,
  onOutdated,
  className,
}: BookingSectionProps) {
  const [chosen, setChosen] = useState<Slot | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const form = useBookingForm({
    clock,
    rescheduling,
    hostId,
    onSaved(booking) {
      setChosen(null);
      onSaved(booking);
    },
    onSlotGone() {
      setChosen(null);
      void slots.refresh();
    },
    onOutdated,
  });
  const { load } = slots;
  const days = useMemo(
    () => (load.status === 'ready' ? slotDays(load.data.slots, clock) : []),
    [load, clock],
  );

  // "Remarcar" was pressed further down the page: the keyboard comes here, where the slot is chosen.
  useEffect(() => {
    if (rescheduling) heading.current?.focus();
  }, [rescheduling]);
  // The server refused the slot or the booking: the reason takes the keyboard, the form may be gone.
  useEffect(() => {
    if (form.notice) noticeRef.current?.focus();
  }, [form.notice]);

  return (
    <section aria-labelledby="agendar" className={classNames(raisedCardClassName, className)}>
      <h2
        id="agendar"
        ref={heading}
        tabIndex={-1}
        className="font-display text-title-2 font-medium text-ink-900"
      >
        {rescheduling ? agendaContent.rescheduling.heading : copy.heading}
      </h2>
      {rescheduling && (
        <div className="mt-4 flex flex-col gap-4 rounded-2xl bg-sand-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-900">
            {agendaContent.rescheduling.current(clock.when(rescheduling))}
          </p>
          <Button variant="outline" className="shrink-0" onClick={() => onKeepTime(rescheduling)}>
            {agendaContent.rescheduling.keep}
          </Button>
        </div>
      )}
      {!rescheduling && (
        <HostChoice
          value={hostId}
          onChange={(host) => {
            setChosen(null);
            onHostChange(host);
          }}
          className="mt-4"
        />
      )}
      <SectionLoadStatus load={load} copy={copy} onRetry={slots.reload} />
      {load.status === 'ready' && (
        <div className="mt-3 flex flex-col gap-6">
          <p className="max-w-prose text-ink-700">{copy.lead(load.data.duration_minutes)}</p>
          <TimeZoneNote clientZone={clock.timeZone} teamZone={load.data.time_zone} />
          {days.length > 0 ? (
            <SlotPicker
              days={days}
              clock={clock}
              chosen={chosen}
              onChoose={setChosen}
              moreDays={<MoreDates slots={slots} />}
            />
          ) : (
            <>
              <p className="text-ink-700">{copy.empty}</p>
              <MoreDates slots={slots} />
            </>
          )}
          {form.notice && (
            <p
              ref={noticeRef}
              tabIndex={-1}
              className="flex items-start gap-2 rounded-2xl bg-danger-50 px-4 py-3 font-medium text-danger-700"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {form.notice}
            </p>
          )}
          {chosen ? (
            <BookingForm
              form={form}
              slot={chosen}
              clock={clock}
              rescheduling={rescheduling !== null}
            />
          ) : (
            days.length > 0 && <p className="text-ink-700">{agendaContent.form.chooseFirst}</p>
          )}
        </div>
      )}
    </section>
  );
}
