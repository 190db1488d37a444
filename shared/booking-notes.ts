import { z } from 'zod';

/** What the team marks once a conversation's time has come (docs/portal.md, "After the conversation"). */
export const attendanceStatuses = ['attended', 'no_show'] as const;
export type Attendance = (typeof attendanceStatuses)[number];

export const bookingNotesLimits = {
  privateNotes: 10_000,
  summary: 5_000,
  actionItems: 20,
  actionItem: 300,
} as const;

/** pt-BR: the person reading these is a member of the team. */
const messages = {
  notObject: 'Envie as notas da conversa.',
  unknownField: (fields: string) => `Campo desconhecido: ${fields}.`,
  nothing: 'Envie as notas privadas, o resumo ou os dois.',
  tooLong: (limit: number) => `Use no máximo ${limit.toLocaleString('pt-BR')} caracteres.`,
  summary: 'Escreva o resumo da conversa.',
  item: 'Escreva cada próximo passo ou remova-o.',
  tooManyItems: (limit: number) => `Use no máximo ${limit} próximos passos.`,
  status: 'Marque "attended" (realizada) ou "no_show" (não compareceu).',
  notes: 'As notas privadas são um texto.',
} as const;

function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messages.unknownField(issue.keys.join(', '))
        : messages.notObject,
  });
}

const actionItem = strictObject({
  text: z
    .string({ error: messages.item })
    .trim()
    .min(1, messages.item)
    .max(bookingNotesLimits.actionItem, messages.tooLong(bookingNotesLimits.actionItem)),
  done: z.boolean().default(false),
});

/** The recap the client reads: what was said, and the next steps (each may be ticked off). */
export const recapInput = strictObject({
  summary: z
    .string({ error: messages.summary })
    .trim()
    .min(1, messages.summary)
    .max(bookingNotesLimits.summary, messages.tooLong(bookingNotesLimits.summary)),
  action_items: z
    .array(actionItem)
    .max(bookingNotesLimits.actionItems, messages.tooManyItems(bookingNotesLimits.actionItems))
    .default([]),
});
export type RecapInput = z.output<typeof recapInput>;

/**
 * `PUT /api/v1/admin/bookings/:id/notes`: a field left out stays as it is; null (or blank notes)
 * clears it.
 */
export const bookingNotesInput = strictObject({
  private_notes: z
    .string({ error: messages.notes })
    .trim()
    .max(bookingNotesLimits.privateNotes, messages.tooLong(bookingNotesLimits.privateNotes))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  recap: recapInput.nullish(),
}).refine((input) => input.private_notes !== undefined || input.recap !== undefined, {
  message: messages.nothing,
});
export type BookingNotesInput = z.output<typeof bookingNotesInput>;
/** The same, as a request's body is written. */
export type BookingNotesRequest = z.input<typeof bookingNotesInput>;

/** `POST /api/v1/admin/bookings/:id/attendance`. */
export const attendanceInput = strictObject({
  status: z.enum(attendanceStatuses, { error: messages.status }),
});

/** A recap as the client and the team read it. */
export interface Recap extends RecapInput {
  updated_at: string;
}

/** What a booking carries once its conversation is recorded: for the client, and the team. */
export interface ConversationRecord {
  attendance: Attendance | null;
  recap: Recap | null;
}

/** The team's view adds the notes the client never sees. */
export interface TeamConversationRecord extends ConversationRecord {
  private_notes: string | null;
}
