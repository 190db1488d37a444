import type { PasswordChange } from '../../api/account-api.ts';
import type { ApiError } from '../../api/api-client.ts';
import { newPasswordSchema } from '../../auth/credentials-schema.ts';
import { securityContent } from '../../content/security.ts';
import type { FieldErrors } from '../../lib/use-field-errors.ts';

const { password } = securityContent;

/** The form's fields, in its order; the first two are the API's own names. */
export const passwordFields = [
  'current_password',
  'new_password',
  'new_password_confirmation',
] as const;

export type PasswordField = (typeof passwordFields)[number];
export type PasswordValues = Record<PasswordField, string>;

export const emptyPasswordValues: PasswordValues = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

/**
 * Checks the values: the current password is typed, the new one follows the "Nova senha" form's
 * rules (`minLength` is the server's). The passwords to send, or each field's first message.
 */
export function readPasswordChange(
  values: PasswordValues,
  minLength: number,
): { passwords: PasswordChange } | { errors: FieldErrors<PasswordField> } {
  const errors: FieldErrors<PasswordField> = {};
  if (!values.current_password) errors.current_password = password.currentMissing;
  const newPassword = newPasswordSchema(minLength).safeParse({
    password: values.new_password,
    passwordConfirmation: values.new_password_confirmation,
  });
  for (const { path, message } of newPassword.error?.issues ?? []) {
    const field = path[0] === 'password' ? 'new_password' : 'new_password_confirmation';
    errors[field] ??= message;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const { current_password, new_password } = values;
  return { passwords: { current_password, new_password } };
}

/** The refusals the server words for the field it names. */
const fieldRefusalCodes = ['validation_failed', 'weak_password', 'same_password'];

/** The server's refusal of one of the passwords, beside its field; nothing for other failures. */
export function refusedPasswordField(error: ApiError): FieldErrors<PasswordField> | undefined {
  if (error.code === 'wrong_password') return { current_password: password.wrongCurrent };
  const { field } = error;
  if (
    (field === 'current_password' || field === 'new_password') &&
    fieldRefusalCodes.includes(error.code)
  ) {
    return { [field]: error.message };
  }
  return undefined;
}
