import { z } from 'zod';
import { codePointLength, emailMaxLength, passwordMaxLength } from './credential-limits.ts';

// Each side passes its own messages: the server the contract's English, the browser the seed's
// pt-BR.

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
  return (
    z
      .string({ error: messages.notString })
      // CR or LF anywhere, even at an end that trimming would drop, is refused (header injection).
      .refine((value) => !/[\r\n]/.test(value), messages.invalid)
      .transform((value) => value.trim().normalize('NFC').toLowerCase())
      .pipe(
        z
          .string()
          .min(1, messages.missing)
          .max(emailMaxLength, messages.tooLong)
          .pipe(z.email(messages.invalid)),
      )
  );
}

export interface PasswordLengthMessages {
  tooShort: string;
  tooLong: string;
}

/**
 * A password of `minLength` to 100 code points; nothing is trimmed. The issue codes are `too_small`
 * and `too_big`, so a caller can answer each its own way (the server's `weak_password`).
 */
export function passwordLengthSchema(minLength: number, messages: PasswordLengthMessages) {
  return z.string().check((context) => {
    const length = codePointLength(context.value);
    if (length < minLength) {
      context.issues.push({
        code: 'too_small',
        origin: 'string',
        minimum: minLength,
        inclusive: true,
        input: context.value,
        message: messages.tooShort,
      });
    } else if (length > passwordMaxLength) {
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
