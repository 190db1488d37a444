import { z } from 'zod';

/** How the client prefers to be reached by the team. */
export const preferredChannels = ['email', 'whatsapp', 'phone'] as const;
export type PreferredChannel = (typeof preferredChannels)[number];

export const profileLimits = {
  fullName: 120,
  phone: 30,
  company: 120,
  jobTitle: 120,
  city: 120,
  goals: 2000,
} as const;

/** The fields a profile must have to count as complete ("Complete seu perfil"). */
export const requiredProfileFields = [
  'full_name',
  'phone',
  'company',
  'job_title',
  'preferred_channel',
] as const;

const phoneMinDigits = 8;

/**
 * pt-BR, for the form and for the API's `validation_failed` answers alike: the person reading either
 * is the client.
 */
const profileMessages = {
  notObject: 'Envie os dados do perfil.',
  unknownField: (field: string) => `Campo desconhecido: ${field}.`,
  tooLong: (limit: number) => `Use no máximo ${limit} caracteres.`,
  phone: 'Informe um telefone com DDD, só com números, espaços, +, ( ) e -.',
  phoneDigits: `Informe um telefone com DDD, com pelo menos ${phoneMinDigits} dígitos.`,
  channel: 'Escolha email, WhatsApp ou telefone.',
  notText: 'Este campo deve ser um texto.',
} as const;

// Digits and the usual separators.
const phonePattern = /^\+?[\d\s().-]+$/;
const digitsIn = (phone: string) => phone.replace(/\D/g, '').length;

/** Optional free text: trimmed; blank means "not filled in" (null). */
function optionalText(limit: number) {
  return z
    .string({ error: profileMessages.notText })
    .trim()
    .max(limit, profileMessages.tooLong(limit))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** The profile as the client writes it (`PUT /api/v1/profile`): every field may be left blank. */
export const profileInput = z.strictObject(
  {
    full_name: optionalText(profileLimits.fullName),
    // A phone of other characters is told so; one of too few digits is told that instead.
    phone: optionalText(profileLimits.phone)
      .refine((value) => value === null || phonePattern.test(value), {
        error: profileMessages.phone,
        abort: true,
      })
      .refine(
        (value) => value === null || digitsIn(value) >= phoneMinDigits,
        profileMessages.phoneDigits,
      ),
    company: optionalText(profileLimits.company),
    job_title: optionalText(profileLimits.jobTitle),
    city: optionalText(profileLimits.city),
    preferred_channel: z
      .enum(preferredChannels, { error: profileMessages.channel })
      .nullish()
      .transform((value) => value ?? null),
    goals: optionalText(profileLimits.goals),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? profileMessages.unknownField(issue.keys.join(', '))
        : profileMessages.notObject,
  },
);

export type ProfileFields = z.output<typeof profileInput>;

/** What `GET` and `PUT /api/v1/profile` answer; `updated_at` is null until the first save. */
export type Profile = ProfileFields & { completed: boolean; updated_at: string | null };

export function isProfileComplete(fields: Partial<Record<string, unknown>>) {
  return requiredProfileFields.every((field) => fields[field] != null && fields[field] !== '');
}
