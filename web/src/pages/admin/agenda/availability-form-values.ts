import type { z } from 'zod';
import {
  type Availability,
  availabilityUpdate,
  type MeetingKind,
  type Weekday,
  weekdays,
} from '../../../../../shared/agenda.ts';
import type { FieldErrors } from '../../../lib/use-field-errors.ts';

export type Interval = [start: string, end: string];

/** The rules that are numbers, in the form's order. */
export const numberFields = [
  'duration_minutes',
  'min_notice_hours',
  'horizon_days',
  'buffer_minutes',
  'max_upcoming_per_client',
  'change_notice_hours',
] as const;
type NumberField = (typeof numberFields)[number];

/** The form as typed: every number is the text of its field. */
export type AvailabilityFormValues = Record<NumberField, string> & {
  time_zone: string;
  meeting_kind: MeetingKind;
  meeting_url: string;
  meeting_room_base_url: string;
  meeting_address: string;
  reminder_day_before: boolean;
  reminder_hour_before: boolean;
  weekly: Record<Weekday, Interval[]>;
  exceptions: { date: string; intervals: Interval[] }[];
};

/**
 * Where an error is shown: a rule's own field, a weekday's hours (`weekly.mon`), an exception's
 * date or hours (`exceptions.0.date`, `exceptions.0.intervals`), or the exceptions as a whole.
 */
export type AvailabilityField = string;

export function formValuesOf(availability: Availability): AvailabilityFormValues {
  const numbers = Object.fromEntries(
    numberFields.map((field) => [field, String(availability[field])]),
  ) as Record<NumberField, string>;
  return {
    ...numbers,
    time_zone: availability.time_zone,
    meeting_kind: availability.meeting_kind,
    meeting_url: availability.meeting_url ?? '',
    meeting_room_base_url: availability.meeting_room_base_url ?? '',
    meeting_address: availability.meeting_address ?? '',
    reminder_day_before: availability.reminder_day_before,
    reminder_hour_before: availability.reminder_hour_before,
    weekly: availability.weekly as Record<Weekday, Interval[]>,
    exceptions: availability.exceptions as AvailabilityFormValues['exceptions'],
  };
}

/** The field an error's path (the schema's, or the server's `field` split on dots) belongs to. */
export function fieldOf(path: ReadonlyArray<PropertyKey>): AvailabilityField {
  const [first, second, third] = path.map(String);
  if (first === 'weekly' && second) return `weekly.${second}`;
  if (first === 'exceptions' && second !== undefined) {
    return `exceptions.${second}.${third === 'date' ? 'date' : 'intervals'}`;
  }
  return first ?? '';
}

/** Every field that can be refused, in the form's order: where the keyboard goes first. */
export function fieldOrder(values: AvailabilityFormValues): AvailabilityField[] {
  return [
    'time_zone',
    ...numberFields,
    'meeting_kind',
    'meeting_url',
    'meeting_room_base_url',
    'meeting_address',
    ...weekdays.map((day) => `weekly.${day}`),
    'exceptions',
    ...values.exceptions.flatMap((_, index) => [
      `exceptions.${index}.date`,
      `exceptions.${index}.intervals`,
    ]),
  ];
}

function errorsOf(error: z.ZodError) {
  const errors: FieldErrors<AvailabilityField> = {};
  for (const { path, message } of error.issues) errors[fieldOf(path)] ??= message;
  return errors;
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Checks the form by the server's own rules: the body to send, or each field's message. */
export function readAvailability(
  values: AvailabilityFormValues,
): { availability: Availability } | { errors: FieldErrors<AvailabilityField> } {
  const numbers = Object.fromEntries(numberFields.map((field) => [field, numberOf(values[field])]));
  const result = availabilityUpdate.safeParse({
    ...numbers,
    time_zone: values.time_zone.trim(),
    meeting_kind: values.meeting_kind,
    meeting_url: values.meeting_url.trim() || null,
    meeting_room_base_url: values.meeting_room_base_url.trim() || null,
    meeting_address: values.meeting_address,
    reminder_day_before: values.reminder_day_before,
    reminder_hour_before: values.reminder_hour_before,
    weekly: values.weekly,
    exceptions: values.exceptions,
  });
  return result.success ? { availability: result.data } : { errors: errorsOf(result.error) };
}
