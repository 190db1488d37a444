import { z } from 'zod';

/** pt-BR: the person reading these is a member of the team connecting their calendar. */
const messages = {
  notObject: 'Envie o endereço, o usuário e a senha de app do calendário.',
  unknownField: (fields: string) => `Campo desconhecido: ${fields}.`,
  url: 'Informe o endereço do calendário, começando com https:// (ou http://).',
  username: 'Informe o usuário da conta do calendário.',
  password: 'Informe a senha de app gerada no seu provedor.',
  tooLong: (limit: number) => `Use no máximo ${limit} caracteres.`,
} as const;

const hostCalendarLimits = { url: 500, username: 200, password: 200 } as const;

const webAddress = z
  .string({ error: messages.url })
  .trim()
  .max(hostCalendarLimits.url, messages.tooLong(hostCalendarLimits.url))
  .pipe(z.url({ protocol: /^https?$/, error: messages.url }));

const required = (message: string, limit: number) =>
  z.string({ error: message }).trim().min(1, message).max(limit, messages.tooLong(limit));

/** `PUT /api/v1/admin/hosts/:id/calendar` (docs/portal.md, "Calendars"): a CalDAV calendar. */
export const hostCalendarInput = z.strictObject(
  {
    url: webAddress,
    username: required(messages.username, hostCalendarLimits.username),
    // An app password is used as typed: no trimming.
    password: z
      .string({ error: messages.password })
      .min(1, messages.password)
      .max(hostCalendarLimits.password, messages.tooLong(hostCalendarLimits.password)),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messages.unknownField(issue.keys.join(', '))
        : messages.notObject,
  },
);
export type HostCalendarInput = z.output<typeof hostCalendarInput>;

/** What the console shows of a host's connected calendar (never its password), or null. */
export interface HostCalendarStatus {
  url: string;
  username: string;
  connected_at: string;
  last_synced_at: string | null;
  last_error: string | null;
}
