import { z } from 'zod';
import { validationMessages } from '../content/auth.ts';

/** Seed §9. */
export const credentialLimits = {
  emailMaxLength: 255,
  passwordMinLength: 6,
  passwordMaxLength: 100,
} as const;

/** Passwords are measured in Unicode code points, as the server measures them (security.md). */
const codePointCount = (value: string) => [...value].length;

const email = z
  .string()
  .trim()
  .pipe(
    z
      .email({ error: validationMessages.invalidEmail })
      .max(credentialLimits.emailMaxLength, { error: validationMessages.emailTooLong }),
  );

const password = z
  .string()
  .refine((value) => codePointCount(value) >= credentialLimits.passwordMinLength, {
    error: validationMessages.passwordTooShort,
  })
  .refine((value) => codePointCount(value) <= credentialLimits.passwordMaxLength, {
    error: validationMessages.passwordTooLong,
  });

/** Seed §5: sign-in checks the e-mail and the password. */
export const signInSchema = z.object({ email, password });

/** Seed §5: a reset request checks the e-mail only. */
export const resetRequestSchema = z.object({ email });

/** Ours: a new password follows the same length rules, typed twice. */
export const newPasswordSchema = z
  .object({ password, passwordConfirmation: z.string() })
  .refine((values) => values.password === values.passwordConfirmation, {
    error: validationMessages.passwordsDiffer,
    path: ['passwordConfirmation'],
  });

export type ValidationResult<T> = { success: true; data: T } | { success: false; message: string };

/** Seed §5: on failure, only the first message is shown. */
export function validate<T>(schema: z.ZodType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, message: result.error.issues[0]?.message ?? '' };
}
