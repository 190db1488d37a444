import { z } from 'zod';

const timestamp = z.string();
const metadata = z.record(z.string(), z.unknown());

const identity = z.object({
  identity_id: z.string(),
  id: z.string(),
  user_id: z.string(),
  identity_data: z.object({
    sub: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
  }),
  provider: z.literal('email'),
  last_sign_in_at: timestamp.optional(),
  created_at: timestamp,
  updated_at: timestamp,
  email: z.string(),
});

/** A second factor, as `GET /user` and the admin API list it (the client's `Factor`). */
export const factorResponse = z.object({
  id: z.string(),
  friendly_name: z.string().optional(),
  factor_type: z.literal('totp'),
  status: z.enum(['unverified', 'verified']),
  created_at: timestamp,
  updated_at: timestamp,
  last_challenged_at: timestamp.optional(),
});

/** The User object of the contract (auth-api.md, "Objects"); null timestamps are left out. */
export const userResponse = z.object({
  id: z.string(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.string(),
  phone: z.string(),
  email_confirmed_at: timestamp.optional(),
  confirmed_at: timestamp.optional(),
  invited_at: timestamp.optional(),
  confirmation_sent_at: timestamp.optional(),
  recovery_sent_at: timestamp.optional(),
  last_sign_in_at: timestamp.optional(),
  banned_until: timestamp.optional(),
  app_metadata: metadata,
  user_metadata: metadata,
  identities: z.array(identity),
  /** Left out when the user has none, as Supabase does. */
  factors: z.array(factorResponse).optional(),
  created_at: timestamp,
  updated_at: timestamp,
  is_anonymous: z.boolean(),
});

/** What `/token` and `POST /verify` answer: a session supabase-js accepts. */
export const sessionResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  refresh_token: z.string(),
  user: userResponse,
});

export const emptyResponse = z.object({});

/** A 204, or a redirect: no body at all. */
export const noContent = z.void();

/** `POST /verify/check`: the link is live, for this account. */
export const linkCheckResponse = z.object({ email: z.string() });

export const userListResponse = z.object({ users: z.array(userResponse), aud: z.string() });

export const generatedLinkResponse = userResponse.extend({
  action_link: z.string(),
  email_otp: z.string(),
  hashed_token: z.string(),
  verification_type: z.string(),
  redirect_to: z.string(),
});

export const settingsResponse = z.object({
  external: z.record(z.string(), z.boolean()),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
  phone_autoconfirm: z.boolean(),
  sms_provider: z.string(),
  saml_enabled: z.boolean(),
});

export const healthResponse = z.object({
  version: z.string(),
  name: z.string(),
  description: z.string(),
});

export const jwksResponse = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

export const enrolledFactorResponse = z.object({
  id: z.string(),
  type: z.literal('totp'),
  friendly_name: z.string(),
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }),
});

export const challengeResponse = z.object({
  id: z.string(),
  type: z.literal('totp'),
  expires_at: z.number().int(),
});

export const factorIdResponse = z.object({ id: z.string() });

/** What a browser needs for a passkey ceremony; `options` as WebAuthn's JSON forms have them. */
const passkeyCeremony = (options: z.ZodType) =>
  z.object({ challenge_id: z.string(), options, expires_at: z.number() });
const relyingParty = z.object({ id: z.string(), name: z.string() });
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});
export const passkeyRegistrationOptionsResponse = passkeyCeremony(
  z.object({
    challenge: z.string(),
    rp: relyingParty,
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number(),
    excludeCredentials: z.array(credentialDescriptor),
    authenticatorSelection: z.object({
      residentKey: z.string(),
      requireResidentKey: z.boolean(),
      userVerification: z.string(),
    }),
    attestation: z.string(),
    extensions: z.record(z.string(), z.unknown()).optional(),
    hints: z.array(z.string()).optional(),
  }),
);
export const passkeyAuthenticationOptionsResponse = passkeyCeremony(
  z.object({
    challenge: z.string(),
    rpId: z.string(),
    timeout: z.number(),
    userVerification: z.string(),
    allowCredentials: z.array(credentialDescriptor).optional(),
  }),
);
/** A passkey as the client's `PasskeyListItem` has it; absent values left out. */
export const passkeyResponse = z.object({
  id: z.string(),
  friendly_name: z.string().optional(),
  created_at: timestamp,
  last_used_at: timestamp.optional(),
});
export const passkeyListResponse = z.array(passkeyResponse);
