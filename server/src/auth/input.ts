import { z } from 'zod';
import { authErrors } from './errors.ts';

/**
 * E-mails are trimmed, lower-cased and NFC-normalised before lookup and storage (security.md,
 * "Input"); 255 is the seed's limit.
 */
export const emailAddress = z
  .string({ error: 'email must be a string' })
  // CR or LF anywhere, even at an end that trimming would drop, is refused (header injection).
  .refine((value) => !/[\r\n]/.test(value), 'Unable to validate email address: invalid format')
  .transform((value) => value.trim().normalize('NFC').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'missing email')
      .max(255, 'email must be at most 255 characters')
      .pipe(z.email('Unable to validate email address: invalid format')),
  );

export const password = z.string({ error: 'password must be a string' });

export const metadata = z.record(z.string(), z.unknown());

/** Validates a JSON body (or query) and throws `validation_failed` with the first problem. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown) {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const message =
      issue.code === 'invalid_type' && issue.path.length === 0
        ? 'Request body must be a JSON object'
        : issue.message;
    throw authErrors.validation(message);
  }
  return result.data as z.infer<Schema>;
}

/** A single query-string value: repeated parameters are refused rather than guessed at. */
export const queryValue = z.string({ error: 'query parameters must not be repeated' });
