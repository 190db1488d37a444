import { z } from 'zod';
import { emailAddress } from '../domain/email-address.ts';
import { verificationTypes } from '../domain/verification.ts';

/** A single query-string value: repeated parameters are refused rather than guessed at. */
const queryValue = z.string({ error: 'query parameters must not be repeated' });
const password = z.string({ error: 'password must be a string' });
const metadata = z.record(z.string(), z.unknown());
const tokenString = z.string().min(1, 'token is required').max(256, 'token is not valid');
const verificationType = z.enum(verificationTypes, {
  error: 'type must be one of recovery, invite, signup, email, magiclink',
});

// Unknown keys are ignored (supabase-js adds a few): z.object strips them.

export const redirectQuery = z.object({ redirect_to: queryValue.optional() });
export const grantTypeQuery = z.object({ grant_type: queryValue.optional() });

export const passwordGrantBody = z.object({
  email: z.string({ error: 'missing email or phone' }),
  password,
});
export const refreshGrantBody = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(256, 'refresh_token is not valid'),
});

export const signupBody = z.object({ email: emailAddress, password, data: metadata.optional() });
export const recoverBody = z.object({ email: emailAddress });
/**
 * supabase-js `signInWithOtp` by e-mail: `create_user` false unless sent (the client sends true
 * unless told `shouldCreateUser: false`); `data` is read only when an account would be made.
 */
export const otpBody = z.object({
  email: emailAddress,
  create_user: z.boolean({ error: 'create_user must be a boolean' }).default(false),
  data: metadata.optional(),
});
/** supabase-js `auth.resend`: the e-mail types only (this server has no phone sign-in). */
export const resendBody = z.object({
  type: z.enum(['signup', 'email_change'], { error: 'type must be signup or email_change' }),
  email: emailAddress,
});

export const verifyBody = z.union(
  [
    z.object({ type: verificationType, token_hash: tokenString }),
    z.object({ type: verificationType, email: emailAddress, token: tokenString }),
  ],
  { error: 'Verify requires type and token_hash, or type, email and token' },
);
/** `POST /verify/check`: an e-mail link's token, as `POST /verify` takes it. */
export const verifyCheckBody = z.object({ type: verificationType, token_hash: tokenString });
export const verifyQuery = z
  .object({
    type: verificationType,
    token: tokenString.optional(),
    token_hash: tokenString.optional(),
    redirect_to: queryValue.optional(),
  })
  .refine((query) => (query.token ?? query.token_hash) !== undefined, 'token is required');

// Only these keys are read: never role, app_metadata or confirmation times (no mass assignment).
export const userUpdateBody = z.object({
  password: password.optional(),
  data: metadata.optional(),
  email: z.optional(emailAddress),
});

export const logoutQuery = z.object({
  scope: z
    .enum(['global', 'local', 'others'], { error: 'scope must be global, local or others' })
    .default('global'),
});

const adminUserFields = {
  password: password.optional(),
  password_hash: z.string().max(512).optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  ban_duration: z.string().max(64).optional(),
  // Supabase would put this in the JWT's role claim; here every user's is `authenticated`, so a
  // role is refused out loud rather than dropped (the team's role is `app_metadata.role`).
  role: z
    .never({
      error: 'role cannot be set on this server: use app_metadata.role ("staff" or "client")',
    })
    .optional(),
};
export const adminCreateUserBody = z.object({ email: emailAddress, ...adminUserFields });
export const adminUpdateUserBody = z.object({
  email: z.optional(emailAddress),
  ...adminUserFields,
});
export const pageQuery = z.object({
  // Nine digits keep the offset an exact integer for either database.
  page: queryValue.regex(/^\d{1,9}$/, 'page must be a positive number below 10^9').optional(),
  per_page: queryValue
    .regex(/^\d{1,9}$/, 'per_page must be a positive number below 10^9')
    .optional(),
});
export const userIdParams = z.object({ id: z.string() });

export const inviteBody = z.object({ email: emailAddress, data: metadata.optional() });
export const generateLinkBody = z.object({
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery'], {
    error: 'type must be one of signup, invite, magiclink, recovery',
  }),
  email: emailAddress,
  password: password.optional(),
  data: metadata.optional(),
  redirect_to: z.string().optional(),
});

export const enrollFactorBody = z.object({
  factor_type: z.literal('totp', { error: 'factor_type must be totp' }),
  friendly_name: z.string().max(255).optional(),
  issuer: z.string().max(255).optional(),
});
export const verifyFactorBody = z.object({
  challenge_id: z.string({ error: 'challenge_id is required' }).max(64),
  code: z
    .string({ error: 'Code needs to be non-empty' })
    .min(1, 'Code needs to be non-empty')
    .max(16),
});
export const factorIdParams = z.object({ id: z.string() });
export const userFactorParams = z.object({ id: z.string(), factor_id: z.string() });

/** base64url, as the browser's `toJSON()` and the client's serialisers write binary fields. */
const base64url = (max: number) =>
  z
    .string({ error: 'credential fields must be base64url strings' })
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'credential fields must be base64url strings');
const credentialCommon = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: 'credential type must be public-key' }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const challengeId = z.string({ error: 'challenge_id is required' }).max(64);

/** `POST /passkeys/registration/verify`: the serialised answer of `navigator.credentials.create()`. */
export const passkeyRegistrationBody = z.object({
  challenge_id: challengeId,
  credential: z.object({
    ...credentialCommon,
    response: z.object({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(65536),
      transports: z.array(z.string().max(32)).max(8).optional(),
    }),
  }),
});
/** `POST /passkeys/authentication/verify`: the serialised answer of `navigator.credentials.get()`. */
export const passkeyAuthenticationBody = z.object({
  challenge_id: challengeId,
  credential: z.object({
    ...credentialCommon,
    response: z.object({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(4096),
      signature: base64url(1024),
      userHandle: base64url(128).optional(),
    }),
  }),
});
export const passkeyIdParams = z.object({ id: z.string().max(64) });
export const passkeyUpdateBody = z.object({
  friendly_name: z
    .string({ error: 'friendly_name is required' })
    .trim()
    .min(1, 'friendly_name is required')
    .max(120, 'friendly_name must be at most 120 characters'),
});
