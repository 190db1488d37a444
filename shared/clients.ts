import { z } from 'zod';
import { emailSchema } from './credential-rules.ts';
import { emailMaxLength } from './credential-limits.ts';
import { profileLimits } from './profile.ts';

/**
 * Where a client's account stands: invited and not yet in, in, or disabled by the team.
 * `unconfirmed` is an account signed up by itself that never confirmed its address (only when
 * sign-up is on).
 */
export const clientStatuses = ['invited', 'active', 'disabled', 'unconfirmed'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

/** Rows per page of the team's client list. */
export const clientsPerPage = 25;

const clientSearchMaxLength = 120;

/** pt-BR: the person reading these is a member of the team. */
const clientMessages = {
  notObject: 'Envie os dados do cliente.',
  unknownField: (fields: string) => `Campo desconhecido: ${fields}.`,
  email: 'Informe um email válido.',
  emailMissing: 'Informe o email do cliente.',
  emailTooLong: `Use no máximo ${emailMaxLength} caracteres no email.`,
  notText: 'Este campo deve ser um texto.',
  nameTooLong: `Use no máximo ${profileLimits.fullName} caracteres no nome.`,
  searchTooLong: `Use no máximo ${clientSearchMaxLength} caracteres na busca.`,
  page: 'A página é um número inteiro de 1 a 10000.',
  status: `Filtre por um destes estados: ${clientStatuses.join(', ')}.`,
} as const;

/** The object-level error of a strict form or query: an unknown field is named. */
const objectError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? clientMessages.unknownField((issue.keys ?? []).join(', '))
      : clientMessages.notObject,
};

/** `?page=` of a paged list: 1 when absent. */
export const pageNumber = z.coerce
  .number({ error: clientMessages.page })
  .int(clientMessages.page)
  .min(1, clientMessages.page)
  .max(10_000, clientMessages.page)
  .default(1);

/** `POST /api/v1/admin/clients`: the address to invite and, if the team knows it, the name. */
export const clientInvitation = z.strictObject(
  {
    email: emailSchema({
      notString: clientMessages.email,
      invalid: clientMessages.email,
      missing: clientMessages.emailMissing,
      tooLong: clientMessages.emailTooLong,
    }),
    full_name: z
      .string({ error: clientMessages.notText })
      .trim()
      .max(profileLimits.fullName, clientMessages.nameTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
  },
  objectError,
);

export type ClientInvitation = z.output<typeof clientInvitation>;

/** `GET /api/v1/admin/clients?query=&page=&status=`: part of an e-mail or a name. */
export const clientListQuery = z.strictObject(
  {
    query: z
      .string({ error: clientMessages.notText })
      .trim()
      .max(clientSearchMaxLength, clientMessages.searchTooLong)
      .optional()
      .transform((value) => (value ? value : undefined)),
    page: pageNumber,
    status: z.enum(clientStatuses, { error: clientMessages.status }).optional(),
  },
  objectError,
);

export type ClientListQuery = z.output<typeof clientListQuery>;

/** A row of the team's client list. */
export interface ClientSummary {
  id: string;
  email: string;
  full_name: string | null;
  status: ClientStatus;
  last_sign_in_at: string | null;
  profile_completed: boolean;
  /** The start of the soonest confirmed booking to come. */
  next_booking: string | null;
  created_at: string;
}
