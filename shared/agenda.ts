import { z } from 'zod';
import type { ConversationRecord } from './booking-notes.ts';

/** pt-BR: the person reading these is the client or the team. */
const messages = {
  notObject: 'Envie os dados do agendamento.',
  unknownField: (fields: string) => `Campo desconhecido: ${fields}.`,
  start: 'Informe o horário de início como data e hora UTC (ISO 8601).',
  tooLong: (limit: number) => `Use no máximo ${limit} caracteres.`,
  date: 'Use uma data no formato AAAA-MM-DD.',
  range: 'O período vai de uma data até outra igual ou posterior, em no máximo 62 dias.',
  time: 'Use horários no formato HH:MM.',
  interval: 'Cada intervalo começa antes de terminar, sem se sobrepor a outro.',
  timeZone: 'Fuso horário desconhecido.',
  reason: 'Informe o motivo.',
  wholeNumber: (min: number, max: number) => `Use um número inteiro de ${min} a ${max}.`,
  meetingUrl: 'Use um endereço que comece com https://.',
  tooManyIntervals: (limit: number) => `Use no máximo ${limit} intervalos por dia.`,
  tooManyExceptions: (limit: number) => `Use no máximo ${limit} exceções.`,
  host: 'Escolha alguém da equipe.',
  acceptsBookings: 'Informe se a pessoa atende clientes (true ou false).',
  meetingKind: 'Escolha como a conversa acontece.',
  roomBaseUrl: 'Informe o endereço das salas, começando com https://.',
  meetingAddress: 'Informe o endereço do encontro.',
  switch: 'Use verdadeiro ou falso.',
} as const;

export const bookingLimits = { topic: 120, notes: 2000, reason: 500 } as const;

const instant = z.iso.datetime({ offset: false, error: messages.start });

function optionalText(limit: number) {
  return z
    .string()
    .trim()
    .max(limit, messages.tooLong(limit))
    .nullish()
    .transform((value) => (value ? value : null));
}

function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messages.unknownField(issue.keys.join(', '))
        : messages.notObject,
  });
}

/** A host's id: a member of the team's account id (docs/portal.md, "Hosts"). */
const hostId = z.uuid({ error: messages.host });

/**
 * `POST /api/v1/bookings`: a slot's start (UTC), with whom (no `host_id`: "qualquer um", the first
 * free host), and what the client wants to talk about.
 */
export const bookingInput = strictObject({
  start: instant,
  host_id: hostId.optional(),
  topic: optionalText(bookingLimits.topic),
  notes: optionalText(bookingLimits.notes),
});

/** `POST /api/v1/bookings/:id/reschedule`. */
export const rescheduleInput = strictObject({ start: instant });

/** `POST /api/v1/admin/bookings/:id/cancel`: the team says why; the client reads it. */
export const staffCancellationInput = strictObject({
  reason: z
    .string({ error: messages.reason })
    .trim()
    .min(1, messages.reason)
    .max(bookingLimits.reason, messages.tooLong(bookingLimits.reason)),
});

const day = z.iso.date({ error: messages.date });

/** `GET /api/v1/slots?from=&to=&host=`: days in the team's time zone, at most 62 of them. */
export const slotRangeQuery = z
  .object({ from: day, to: day, host: hostId.optional() })
  .refine(
    ({ from, to }) => from <= to && Date.parse(to) - Date.parse(from) <= 62 * 86_400_000,
    messages.range,
  );

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.time);
const maxIntervals = 12;
const intervals = z
  .array(z.tuple([clock, clock]))
  .max(maxIntervals, messages.tooManyIntervals(maxIntervals))
  .refine(
    (list) =>
      list.every(([start, end]) => start < end) &&
      [...list]
        .sort(([a], [b]) => a.localeCompare(b))
        .every((interval, index, sorted) => index === 0 || sorted[index - 1]![1] <= interval[0]),
    messages.interval,
  );

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A whole number from `min` to `max`, refused in pt-BR. */
function wholeNumber(min: number, max: number) {
  const error = messages.wholeNumber(min, max);
  return z.number({ error }).int(error).min(min, error).max(max, error);
}

/** The bounds of each number of the team's agenda rules. */
export const availabilityBounds = {
  duration_minutes: [15, 240],
  min_notice_hours: [0, 24 * 14],
  horizon_days: [1, 365],
  buffer_minutes: [0, 120],
  max_upcoming_per_client: [1, 20],
  change_notice_hours: [0, 24 * 14],
} as const;

/**
 * How the conversation happens (meeting.ts on the server): the fixed `meeting_url`, a room per
 * booking under `meeting_room_base_url`, or in person at `meeting_address`.
 */
export const meetingKinds = ['link', 'room', 'in_person'] as const;
export type MeetingKind = (typeof meetingKinds)[number];

const httpsUrl = z
  .url({ protocol: /^https$/, error: messages.meetingUrl })
  .max(500, messages.tooLong(500));

const maxExceptions = 366;

/**
 * The team's agenda rules (docs/portal.md): `GET` and `PUT /api/v1/admin/availability`. The rules
 * added later have defaults, so rules stored before them still read.
 */
export const availabilityInput = strictObject({
  time_zone: z.string({ error: messages.timeZone }).refine(isTimeZone, messages.timeZone),
  duration_minutes: wholeNumber(...availabilityBounds.duration_minutes),
  min_notice_hours: wholeNumber(...availabilityBounds.min_notice_hours),
  horizon_days: wholeNumber(...availabilityBounds.horizon_days),
  buffer_minutes: wholeNumber(...availabilityBounds.buffer_minutes),
  max_upcoming_per_client: wholeNumber(...availabilityBounds.max_upcoming_per_client),
  meeting_url: httpsUrl.nullable(),
  weekly: z.strictObject(
    Object.fromEntries(weekdays.map((name) => [name, intervals])) as {
      [Day in Weekday]: typeof intervals;
    },
  ),
  exceptions: z
    .array(z.strictObject({ date: day, intervals }))
    .max(maxExceptions, messages.tooManyExceptions(maxExceptions)),
  // --- How the conversation happens, the change policy and the reminders ---------------------
  meeting_kind: z.enum(meetingKinds, { error: messages.meetingKind }).default('link'),
  meeting_room_base_url: httpsUrl.nullable().default(null),
  meeting_address: optionalText(300),
  change_notice_hours: wholeNumber(...availabilityBounds.change_notice_hours).default(24),
  reminder_day_before: z.boolean({ error: messages.switch }).default(true),
  reminder_hour_before: z.boolean({ error: messages.switch }).default(true),
});

/**
 * A `PUT` of the rules: as `availabilityInput` (which stays a plain object, for stored rules and
 * their variants), and the chosen kind of meeting has its place: a room needs the rooms' address,
 * an in-person meeting its address.
 */
export const availabilityUpdate = availabilityInput.superRefine((rules, context) => {
  if (rules.meeting_kind === 'room' && !rules.meeting_room_base_url) {
    context.addIssue({
      code: 'custom',
      path: ['meeting_room_base_url'],
      message: messages.roomBaseUrl,
    });
  }
  if (rules.meeting_kind === 'in_person' && !rules.meeting_address) {
    context.addIssue({
      code: 'custom',
      path: ['meeting_address'],
      message: messages.meetingAddress,
    });
  }
});

export type Availability = z.output<typeof availabilityInput>;

/** When nothing is set: Monday to Friday, 09:00–12:00 and 14:00–18:00 in São Paulo. */
export const defaultAvailability: Availability = {
  time_zone: 'America/Sao_Paulo',
  duration_minutes: 45,
  min_notice_hours: 24,
  horizon_days: 30,
  buffer_minutes: 15,
  max_upcoming_per_client: 2,
  meeting_url: null,
  weekly: {
    mon: [
      ['09:00', '12:00'],
      ['14:00', '18:00'],
    ],
    tue: [
      ['09:00', '12:00'],
      ['14:00', '18:00'],
    ],
    wed: [
      ['09:00', '12:00'],
      ['14:00', '18:00'],
    ],
    thu: [
      ['09:00', '12:00'],
      ['14:00', '18:00'],
    ],
    fri: [
      ['09:00', '12:00'],
      ['14:00', '18:00'],
    ],
    sat: [],
    sun: [],
  },
  exceptions: [],
  meeting_kind: 'link',
  meeting_room_base_url: null,
  meeting_address: null,
  change_notice_hours: 24,
  reminder_day_before: true,
  reminder_hour_before: true,
};

/** A member of the team whom clients may book: `GET /api/v1/hosts`. */
export interface HostRef {
  id: string;
  name: string;
}

/** A member of the team as the console shows them: `GET /api/v1/admin/hosts`. */
export interface HostSettings extends HostRef {
  email: string;
  accepts_bookings: boolean;
  /** Whether they keep hours of their own; otherwise the team's apply. */
  own_hours: boolean;
}

/** `PUT /api/v1/admin/hosts/:id`: whether the member takes clients. */
export const hostSettingsInput = strictObject({
  accepts_bookings: z.boolean({ error: messages.acceptsBookings }),
});

/**
 * A booking as the client and the team read it. Times are UTC instants. Once its time has come,
 * whether it took place and its recap (`ConversationRecord`, shared/booking-notes.ts).
 */
export interface Booking extends ConversationRecord {
  id: string;
  /** Who holds the conversation; null once their account is gone. */
  host: HostRef | null;
  start: string;
  end: string;
  status: 'confirmed' | 'cancelled';
  topic: string | null;
  notes: string | null;
  meeting_url: string | null;
  cancel_reason: string | null;
  created_at: string;
  /** Where it happens: the meeting's address, or the place of an in-person one. */
  meeting_location: string | null;
  /** From this instant on, only the team can reschedule or cancel it (`change_notice_hours`). */
  changeable_until: string;
}

/** `GET /api/v1/slots`: free, bookable slots; `time_zone` is the team's. */
export interface SlotList {
  time_zone: string;
  duration_minutes: number;
  slots: { start: string; end: string }[];
}
