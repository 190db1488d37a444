import type { z } from 'zod';
import { bookingInput, rescheduleInput } from '../../../../shared/agenda.ts';
import type { BookingRequest } from '../../api/agenda-api.ts';
import type { FieldErrors } from '../../lib/use-field-errors.ts';

/** The form's fields in its order: the chosen slot's start, then what the client writes. */
export const bookingFields = ['start', 'topic', 'notes'] as const;
export type BookingField = (typeof bookingFields)[number];

export type BookingFormValues = Record<Exclude<BookingField, 'start'>, string>;
export const emptyBookingValues: BookingFormValues = { topic: '', notes: '' };

export const isBookingField = (name: unknown): name is BookingField =>
  bookingFields.some((field) => field === name);

function errorsOf(error: z.ZodError) {
  const errors: FieldErrors<BookingField> = {};
  for (const { path, message } of error.issues) {
    const [field] = path;
    if (isBookingField(field)) errors[field] ??= message;
  }
  return errors;
}

/**
 * Checks a new booking by the server's own rules: the body to send, or each field's message.
 * `hostId` null: "Qualquer um".
 */
export function readBooking(
  start: string,
  values: BookingFormValues,
  hostId: string | null = null,
): { request: BookingRequest } | { errors: FieldErrors<BookingField> } {
  const host = hostId === null ? {} : { host_id: hostId };
  const result = bookingInput.safeParse({ start, ...host, ...values });
  return result.success ? { request: result.data } : { errors: errorsOf(result.error) };
}

/** Checks a reschedule by the server's own rules. */
export function readReschedule(
  start: string,
): { start: string } | { errors: FieldErrors<BookingField> } {
  const result = rescheduleInput.safeParse({ start });
  return result.success ? result.data : { errors: errorsOf(result.error) };
}
