import { z } from 'zod';
import { siteContentDraftSchema } from '../../../../shared/site-content/draft-schema.ts';
import { siteContentSchema } from '../../../../shared/site-content/schema.ts';
import { emailSchema, passwordLengthSchema } from '../../../../shared/credential-rules.ts';
import { profileLimits } from '../../../../shared/profile.ts';
import { passwordMessages } from './password-messages.ts';

const typedPassword = z
  .string({ error: passwordMessages.required })
  .min(1, passwordMessages.required);

/** `POST /me/password`: the current password, and a new one by the site's rules. */
export function passwordChangeBody(minLength: number) {
  return z.strictObject({
    current_password: typedPassword,
    new_password: passwordLengthSchema(minLength, {
      tooShort: passwordMessages.tooShort(minLength),
      tooLong: passwordMessages.tooLong,
    }),
  });
}

/** `DELETE /me`: the password confirms it is the owner. */
export const accountDeletionBody = z.strictObject({ password: typedPassword });

export const bookingIdParams = z.object({ id: z.uuid('Agendamento não encontrado.') });

/** The team's agenda view: UTC instants, at most 62 days apart; one host's, or everyone's. */
export const teamBookingsQuery = z
  .object({ from: z.iso.datetime(), to: z.iso.datetime(), host: z.uuid().optional() })
  .refine(
    ({ from, to }) => from <= to && Date.parse(to) - Date.parse(from) <= 62 * 86_400_000,
    'O período vai de um instante até outro igual ou posterior, em no máximo 62 dias.',
  );

export const hostIdParams = z.object({ id: z.uuid('Pessoa da equipe não encontrada.') });
export const feedTokenParams = z.object({ token: z.string().max(100) });

export const clientIdParams = z.object({ id: z.uuid('Cliente não encontrado.') });

export const materialIdParams = z.object({ id: z.uuid('Material não encontrado.') });

/** A material link's token (`?token=`), and `download=1` for an attachment. */
export const materialFileQuery = z.object({
  token: z.string().max(1000).optional(),
  download: z.enum(['0', '1']).optional(),
});

export const versionParams = z.strictObject({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Photo ids are lowercase hex (site-images.ts), as in their addresses (site-media.ts). */
export const imageParams = z.strictObject({ id: z.string().regex(/^[a-z0-9]{20,40}$/) });

export const publication = z.strictObject({
  content: siteContentSchema,
  base_version: z.int().min(0),
});

export const contentDraft = z.strictObject({
  content: siteContentDraftSchema,
  base_version: z.int().min(0),
});
/** The first run's secret, from the setup link's fragment (decision 037). */
const setupToken = z
  .string({ error: 'Abra o link de primeiro acesso inteiro.' })
  .min(1, 'Abra o link de primeiro acesso inteiro.')
  .max(200, 'Este link de primeiro acesso não é válido.');

export const setupCheckBody = z.strictObject({ token: setupToken });

/** `POST /setup`: the team's first account, by the sign-in form's rules (seed §5). */
export function setupBody(minLength: number) {
  return z.strictObject({
    token: setupToken,
    name: z
      .string({ error: 'Informe seu nome.' })
      .trim()
      .min(1, 'Informe seu nome.')
      .max(profileLimits.fullName, `Use no máximo ${profileLimits.fullName} caracteres.`),
    email: emailSchema({
      notString: 'Email inválido',
      invalid: 'Email inválido',
      missing: 'Email inválido',
      tooLong: 'Email muito longo',
    }),
    password: passwordLengthSchema(minLength, {
      tooShort: passwordMessages.tooShort(minLength),
      tooLong: passwordMessages.tooLong,
    }),
  });
}

// Messages (docs/portal.md, "Messages").

export const messageIdParams = z.object({ id: z.uuid('Mensagem não encontrada.') });

export const messageFileParams = z.object({ id: z.uuid('Anexo não encontrado.') });

export const threadParams = z.object({ client_id: z.uuid('Cliente não encontrado.') });

/** `?before=ID`: the page of messages older than that one. */
export const messagePageQuery = z.object({ before: z.uuid('Mensagem não encontrada.').optional() });

// The legacy plan (docs/portal.md, "The legacy plan").

export const planClientParams = z.object({ id: z.uuid('Cliente não encontrado.') });

export const planTemplateParams = z.object({ id: z.uuid('Modelo de plano não encontrado.') });

export const milestoneParams = z.object({ id: z.uuid('Marco não encontrado.') });

export const planFileParams = z.object({ id: z.uuid('Arquivo não encontrado.') });

export const teamPlanFileParams = planClientParams.extend({
  fileId: z.uuid('Arquivo não encontrado.'),
});
