import { passkeysContent } from '../content/passkeys.ts';
import { ApiError } from './api-client.ts';
import { apiErrorMessage } from './api-error-message.ts';

const { errors } = passkeysContent.section;

/** The refusals of a passkey call (auth-api.md, "Passkeys") and of the device's ceremony. */
const messageByCode: Record<string, string> = {
  passkey_ceremony_failed: errors.cancelled,
  passkey_already_added: errors.alreadyAdded,
  too_many_passkeys: errors.tooMany,
  insufficient_aal: errors.needsCode,
};

/** What to tell the client when adding, naming or removing a passkey fails, in pt-BR. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof ApiError && messageByCode[error.code]) return messageByCode[error.code]!;
  return apiErrorMessage(error);
}
