import type { z } from 'zod';
import { apiErrors } from './api-errors.ts';

/** `value` checked by `schema`, or the API's `validation_failed` naming its first issue. */
export function parsedInput<Output>(schema: z.ZodType<Output>, value: unknown): Output {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw apiErrors.validation(issue.message, issue.path.join('.') || undefined);
}
