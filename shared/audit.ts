import { z } from 'zod';
import { pageNumber } from './clients.ts';

/** pt-BR: the person reading these is a member of the team. */
const auditMessages = {
  notObject: 'Envie os filtros do registro.',
  unknownField: (fields: string) => `Campo desconhecido: ${fields}.`,
  account: 'Informe o id de uma conta.',
  action: 'Informe o nome de uma ação do registro, como invite_sent.',
} as const;

/** `GET /api/v1/admin/audit?page=&user_id=&actor_id=&action=`. */
export const auditQuery = z.strictObject(
  {
    page: pageNumber,
    user_id: z.uuid(auditMessages.account).optional(),
    actor_id: z.uuid(auditMessages.account).optional(),
    action: z
      .string({ error: auditMessages.action })
      .regex(/^[a-z_]{1,40}$/, auditMessages.action)
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? auditMessages.unknownField(issue.keys.join(', '))
        : auditMessages.notObject,
  },
);

/** An entry of the team's audit view. */
export interface AuditEntry {
  id: string;
  created_at: string;
  /** What happened: `invite_sent`, `user_banned`, `booking_cancelled`… */
  action: string;
  /** The account it concerns, and its address while the account exists. */
  user_id: string | null;
  user_email: string | null;
  /** The member of the team who acted from the console; null when the account's owner, the
   * operator or the server did. */
  actor: { id: string; email: string | null } | null;
  ip: string | null;
  user_agent: string | null;
  detail: Record<string, unknown>;
}
