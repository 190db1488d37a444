/** The error codes of Supabase Auth that this server answers with (auth-api.md, "Errors"). */
export type AuthErrorCode =
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'user_banned'
  | 'user_already_exists'
  | 'email_exists'
  | 'weak_password'
  | 'same_password'
  | 'validation_failed'
  | 'bad_json'
  | 'signup_disabled'
  | 'anonymous_provider_disabled'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'session_not_found'
  | 'session_expired'
  | 'bad_jwt'
  | 'no_authorization'
  | 'no_api_key'
  | 'invalid_api_key'
  | 'not_admin'
  | 'user_not_found'
  | 'otp_expired'
  | 'otp_invalid'
  | 'otp_attempts_exceeded'
  | 'otp_disabled'
  | 'request_entity_too_large'
  | 'unsupported_media_type'
  | 'not_found'
  | 'email_send_failed'
  | 'service_unavailable'
  | 'unexpected_failure'
  | 'mfa_factor_not_found'
  | 'mfa_factor_name_conflict'
  | 'too_many_enrolled_mfa_factors'
  | 'insufficient_aal'
  | 'mfa_challenge_expired'
  | 'mfa_ip_address_mismatch'
  | 'mfa_verification_failed'
  | 'passkey_not_found'
  | 'too_many_passkeys'
  | 'passkey_challenge_not_found'
  | 'passkey_verification_failed';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extraBody: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  unsupportedGrantType: () =>
    new AuthError(
      400,
      'invalid_credentials',
      'unsupported_grant_type: use password or refresh_token',
    ),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: (status: 400 | 403) => new AuthError(status, 'user_banned', 'User is banned'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ),
  weakPassword: (reason: 'length' | 'pwned', minLength: number) =>
    new AuthError(
      422,
      'weak_password',
      reason === 'length'
        ? `Password should be at least ${minLength} characters.`
        : 'Password is known to be weak and easy to guess, please choose a different one.',
      { weak_password: { reasons: [reason] } },
    ),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  signupDisabled: () =>
    new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  anonymousProviderDisabled: () =>
    new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  overRequestRateLimit: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      { 'retry-after': String(retryAfterSeconds) },
    ),
  overEmailSendRateLimit: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`,
      {},
      { 'retry-after': String(retryAfterSeconds) },
    ),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionNotFound: (status: 400 | 403) =>
    new AuthError(
      status,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    ),
  sessionExpired: () =>
    new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  badJwt: (reason: string) => new AuthError(403, 'bad_jwt', `invalid JWT: ${reason}`),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  noApiKey: () => new AuthError(401, 'no_api_key', 'No API key found in request'),
  invalidApiKey: () => new AuthError(401, 'invalid_api_key', 'Invalid API key'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: (status: 403 | 404) =>
    new AuthError(
      status,
      'user_not_found',
      status === 403 ? 'User from sub claim in JWT does not exist' : 'User not found',
    ),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  // Ours, for a sign-in code (decision 044): Supabase answers both with `otp_expired`.
  otpInvalid: () => new AuthError(403, 'otp_invalid', 'Token is invalid; check it and try again'),
  otpAttemptsExceeded: () =>
    new AuthError(403, 'otp_attempts_exceeded', 'Too many wrong codes; request a new one'),
  otpSignupDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  bodyTooLarge: () =>
    new AuthError(413, 'request_entity_too_large', 'Request body is larger than 64 KB'),
  unsupportedMediaType: () =>
    new AuthError(415, 'unsupported_media_type', 'Content-Type must be application/json'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  emailSendFailed: () =>
    new AuthError(
      500,
      'email_send_failed',
      'Error sending email: the mail server did not accept it',
    ),
  serviceUnavailable: () =>
    new AuthError(503, 'service_unavailable', 'Service temporarily unavailable, please retry'),
  unexpected: () => new AuthError(500, 'unexpected_failure', 'Unexpected failure'),
};
