import * as z from 'zod/mini';
import { codePointLength, emailMaxLength, passwordMaxLength } from './credential-limits.ts';

// The password's length rule, whole: the browser reads its limits here with the schema. They are
// written in credential-limits.ts, without zod, which the runtime config of every page reads.
export {
  defaultPasswordMinLength,
  isPasswordMinLength,
  passwordMaxLength,
} from './credential-limits.ts';

// Each side passes its own messages: the server the contract's English, the browser the seed's
// pt-BR. Written with zod/mini, which the server's zod composes as well: the sign-in page carries
// these rules without the rest of zod.

export interface EmailMessages {
  notString: string;
  /** Also for a CR or LF anywhere in the value. */
  invalid: string;
  /** Nothing left after trimming. */
  missing: string;
  tooLong: string;
}

/**
 * An e-mail address as it is looked up and stored: trimmed, NFC-normalised and lower-cased, then
 * 1 to 255 characters of a valid address. Only the first broken rule is reported.
 */
export function emailSchema(messages: EmailMessages) {
  return z.pipe(
    z.pipe(
      z
        .string({ error: messages.notString })
        // CR or LF anywhere, even at an end that trimming would drop, is refused (header injection).
        .check(z.refine((value) => !/[\r\n]/.test(value), messages.invalid)),
      z.transform((value: string) => value.trim().normalize('NFC').toLowerCase()),
    ),
    z.pipe(
      z
        .string()
        .check(z.minLength(1, messages.missing), z.maxLength(emailMaxLength, messages.tooLong)),
      z.email(messages.invalid),
    ),
  );
}

export interface PasswordLengthMessages {
  tooShort: string;
  tooLong: string;
}

/**
 * The password rule, the one place it is written: `minLength` to 100 code points, as people count
 * characters; nothing is trimmed or truncated. What is wrong with a password being set, if anything.
 */
export function passwordLengthProblem(password: string, minLength: number) {
  const length = codePointLength(password);
  if (length < minLength) return 'too_short';
  if (length > passwordMaxLength) return 'too_long';
  return undefined;
}

/**
 * The password rule as a schema. The issue codes are `too_small` and `too_big`, so a caller can
 * answer each its own way (the server's `weak_password`).
 */
export function passwordLengthSchema(minLength: number, messages: PasswordLengthMessages) {
  return z.string().check((context) => {
    const problem = passwordLengthProblem(context.value, minLength);
    if (problem === 'too_short') {
      context.issues.push({
        code: 'too_small',
        origin: 'string',
        minimum: minLength,
        inclusive: true,
        input: context.value,
        message: messages.tooShort,
      });
    } else if (problem === 'too_long') {
      context.issues.push({
        code: 'too_big',
        origin: 'string',
        maximum: passwordMaxLength,
        inclusive: true,
        input: context.value,
        message: messages.tooLong,
      });
    }
  });
}
