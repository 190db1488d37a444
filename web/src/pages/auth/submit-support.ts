/** What only sending the form needs, in one chunk fetched on first use (sign-in-code.ts). */
export {
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  validate,
} from '../../auth/credentials-schema.ts';
export {
  isExpiredLinkError,
  newPasswordErrorMessage,
  providerErrorMessage,
} from '../../auth/provider-error-message.ts';
