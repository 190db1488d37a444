import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { authErrors } from './errors.ts';

export type ApiKeyRole = 'anon' | 'service_role';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: 'authenticated';
  aal: 'aal1' | 'aal2';
  /** How the session was authenticated, the most recent method first. */
  amr: { method: 'password' | 'otp' | 'passkey' | 'totp'; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

export interface VerifiedClaims extends Record<string, unknown> {
  role?: unknown;
  sub?: unknown;
  session_id?: unknown;
  aud?: unknown;
  exp?: number;
}

const clockToleranceMs = 30_000;
const maxRememberedTokens = 10_000;
const apiKeyIssuer = 'supabase';
// API keys are as long-lived as Supabase's (ten years); fixed claims keep them stable per secret.
const apiKeyIssuedAt = 1_767_225_600;
const apiKeyLifetime = 10 * 365 * 24 * 3600;

function asBadJwt(error: unknown) {
  if (error instanceof TokenError && error.code === TokenError.codes.expired) {
    return authErrors.badJwt('token is expired');
  }
  return authErrors.badJwt('unable to parse or verify signature');
}

/**
 * Signs and checks every JWT of this server: HS256 only, one secret (auth-api.md). fast-jwt
 * works synchronously, which keeps the per-request cost of `GET /user` low.
 */
export function createJwtIssuer(secret: string, issuer: string, accessTokenLifetime: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    // A token without `exp` would never expire; every token this server signs has all three.
    requiredClaims: ['exp', 'iat', 'iss'],
    clockTolerance: clockToleranceMs,
  }) as (token: string) => VerifiedClaims & { exp: number; iat: number };

  // Sessions' tokens name this server, API keys name Supabase, as hosted keys do (decision 030):
  // a token the secret signed for anything else is not one of ours.
  const issuerOfRole = (role: unknown) =>
    role === 'authenticated'
      ? issuer
      : role === 'anon' || role === 'service_role'
        ? apiKeyIssuer
        : undefined;

  function verifyOnce(token: string) {
    let claims;
    try {
      claims = verify(token);
    } catch (error) {
      throw asBadJwt(error);
    }
    if (claims.iss !== issuerOfRole(claims.role)) {
      throw authErrors.badJwt('token has invalid issuer');
    }
    // fast-jwt leaves `iat` alone; a token from further ahead than a clock drifts was not ours.
    if (claims.iat * 1000 > Date.now() + clockToleranceMs) {
      throw authErrors.badJwt('token used before issued');
    }
    return claims;
  }

  // Verified tokens are remembered until they expire, keyed by the token itself: fast-jwt's own
  // cache hashes each token with SHA-256 first, which costs more than the rest of the check. Only
  // tokens that passed every check are remembered, so a remembered one needs none again.
  const verified = new Map<string, VerifiedClaims & { exp: number }>();
  function verifyRemembered(token: string) {
    const remembered = verified.get(token);
    if (remembered && remembered.exp * 1000 + clockToleranceMs > Date.now()) return remembered;
    const claims = verifyOnce(token);
    if (verified.size >= maxRememberedTokens) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  }

  return {
    accessTokenLifetime,

    signAccessToken(claims: AccessTokenClaims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + accessTokenLifetime;
      const token = sign({
        ...claims,
        iss: issuer,
        aud: 'authenticated',
        iat: issuedAt,
        exp: expiresAt,
      });
      return { token, expiresAt };
    },

    /** Independent of SITE_URL, like Supabase's keys: only the secret makes them. */
    signApiKey(role: ApiKeyRole) {
      return sign({
        role,
        iss: apiKeyIssuer,
        iat: apiKeyIssuedAt,
        exp: apiKeyIssuedAt + apiKeyLifetime,
      });
    },

    /** The role of a valid API key, or undefined for anything else. */
    apiKeyRole(key: string): ApiKeyRole | undefined {
      try {
        const role = verifyRemembered(key).role;
        return role === 'anon' || role === 'service_role' ? role : undefined;
      } catch {
        return undefined;
      }
    },

    /** A bearer token: an access token (checked for audience) or an API key. */
    verifyBearer(token: string): VerifiedClaims {
      const claims = verifyRemembered(token);
      if (claims.role === 'service_role' || claims.role === 'anon') return claims;
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audiences.includes('authenticated')) throw authErrors.badJwt('wrong audience');
      return claims;
    },
  };
}
