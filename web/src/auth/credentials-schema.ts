import * as z from 'zod/mini';
import {
  defaultPasswordMinLength,
  emailSchema,
  passwordLengthSchema,
} from '../../../shared/credential-rules.ts';
import { profileLimits } from '../../../shared/profile.ts';
import { validationMessages } from '../content/auth-messages.ts';

/** The server's rules; the seed shows "Email inválido" for anything but a too-long address. */
const email = emailSchema({
  notString: validationMessages.invalidEmail,
  invalid: validationMessages.invalidEmail,
  missing: validationMessages.invalidEmail,
  tooLong: validationMessages.emailTooLong,
});

const passwordOfAtLeast = (minLength: number) =>
  passwordLengthSchema(minLength, {
    tooShort: validationMessages.passwordTooShort(minLength),
    tooLong: validationMessages.passwordTooLong,
  });

/**
 * Seed §5: sign-in checks the e-mail and the password. The configured minimum applies only when a
 * password is set (security.md), so a password that was long enough then still signs in.
 */
export const signInSchema = z.object({
  email,
  password: passwordOfAtLeast(defaultPasswordMinLength),
});

/** Seed §5: a reset request checks the e-mail only. */
export const resetRequestSchema = z.object({ email });

/** Ours: a new password is typed twice and needs the server's minimum (`PASSWORD_MIN_LENGTH`). */
export const newPasswordSchema = (minLength: number) =>
  z.object({ password: passwordOfAtLeast(minLength), passwordConfirmation: z.string() }).check(
    z.refine((values) => values.password === values.passwordConfirmation, {
      error: validationMessages.passwordsDiffer,
      path: ['passwordConfirmation'],
    }),
  );

/** Ours: the team's first account (`/admin/primeiro-acesso`): a name, then the seed's rules. */
export const firstAccountSchema = (minLength: number) =>
  z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, validationMessages.nameMissing),
        z.maxLength(profileLimits.fullName, validationMessages.nameTooLong(profileLimits.fullName)),
      ),
    email,
    password: passwordOfAtLeast(minLength),
  });

export type ValidationResult<T> =
  | { success: true; data: T }
  | { success: false; message: string; fieldMessages: Record<string, string> };

/**
 * Seed §5: on failure, only the first message is shown (the toast). Ours: each field's first
 * message too, to show beside it, in the order the fields were checked.
 */
export function validate<T>(schema: z.ZodMiniType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldMessages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    fieldMessages[field] ??= issue.message;
  }
  return { success: false, message: result.error.issues[0]?.message ?? '', fieldMessages };
}
