import { z } from 'zod';
import { passwordLengthSchema } from '../../../../shared/credential-rules.ts';
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
