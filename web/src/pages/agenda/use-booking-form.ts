import { useState } from 'react';
import type { Booking } from '../../../../shared/agenda.ts';
import { createBooking, rescheduleBooking } from '../../api/agenda-api.ts';
import { agendaRefusal, bookingOutdated } from '../../api/agenda-refusal.ts';
import { ApiError } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { agendaContent } from '../../content/agenda.ts';
import type { AgendaClock } from '../../lib/agenda-clock.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  bookingFields,
  type BookingFormValues,
  emptyBookingValues,
  isBookingField,
  readBooking,
  readReschedule,
} from './booking-form-values.ts';
import type { Slot } from './slot-days.ts';

const { toasts } = agendaContent;
const toastAction = 'booking-request';

interface BookingFormOptions {
  clock: AgendaClock;
  /** The booking being moved to another slot; null for a new booking. */
  rescheduling: Booking | null;
  /** The host a new booking is with; null for "Qualquer um". */
  hostId: string | null;
  /** The server kept the booking, new or moved. */
  onSaved(booking: Booking): void;
  /** The slot can no longer be booked: the slots are to be read again. */
  onSlotGone(): void;
  /** The booking being moved changed elsewhere: the bookings are to be read again. */
  onOutdated(): void;
}

/**
 * The booking form's values and errors; `submit(slot)` checks them, books the slot (or moves the
 * booking there) and reports the outcome. `notice` keeps the server's refusal of the booking
 * itself in view (slot gone, limit reached) until the next try.
 */
export function useBookingForm({
  clock,
  rescheduling,
  hostId,
  onSaved,
  onSlotGone,
  onOutdated,
}: BookingFormOptions) {
  const reportFailure = useReportApiFailure();
  const [values, setValues] = useState(emptyBookingValues);
  const { errors, refuse, clear, clearAll, controlRef } = useFieldErrors(bookingFields);
  const { sending, send } = useSubmit();
  const [notice, setNotice] = useState<string | null>(null);
  const failedTitle = rescheduling ? toasts.rescheduleFailedTitle : toasts.bookFailedTitle;

  function failed(error: unknown) {
    if (!(error instanceof ApiError)) return reportFailure(error, failedTitle, toastAction);
    if (error.code === 'slot_taken' || error.code === 'slot_unavailable') onSlotGone();
    const { slotTaken } = agendaContent.form;
    if (error.code === 'slot_taken') {
      setNotice(slotTaken);
      return notifyError({ title: toasts.slotTakenTitle, description: slotTaken }, toastAction);
    }
    const refusal = agendaRefusal(error);
    if (refusal) {
      if (bookingOutdated(error)) onOutdated();
      setNotice(refusal);
      return notifyError({ title: failedTitle, description: refusal }, toastAction);
    }
    if (!isBookingField(error.field)) return reportFailure(error, failedTitle, toastAction);
    refuse({ [error.field]: error.message });
    notifyError({ title: failedTitle, description: error.message }, toastAction);
  }

  function request(slot: Slot) {
    if (rescheduling) {
      const read = readReschedule(slot.start);
      return 'errors' in read
        ? read
        : { send: () => rescheduleBooking(rescheduling.id, read.start) };
    }
    const read = readBooking(slot.start, values, hostId);
    return 'errors' in read ? read : { send: () => createBooking(read.request) };
  }

  async function submit(slot: Slot) {
    const checked = request(slot);
    if ('errors' in checked) {
      refuse(checked.errors);
      return notifyError(toasts.invalid, toastAction);
    }
    setNotice(null);
    const outcome = await send(checked.send);
    if ('error' in outcome) return failed(outcome.error);
    const toast = rescheduling ? toasts.rescheduled : toasts.booked;
    notifySuccess(toast(clock.when(outcome.answer)), toastAction);
    if (!rescheduling) setValues(emptyBookingValues);
    clearAll();
    onSaved(outcome.answer);
  }

  return {
    values,
    errors,
    sending,
    notice,
    submit,
    change(field: keyof BookingFormValues, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    },
    controlRef,
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
