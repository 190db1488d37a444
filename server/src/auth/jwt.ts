import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { authErrors } from './errors.ts';

export type ApiKeyRole = 'anon' | 'service_role';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: 'authenticated';
  aal: 'aal1';
  amr: { method: 'password' | 'otp'; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

const clockToleranceSeconds = 30;
// API keys are as long-lived as Supabase's (ten years); fixed claims keep them stable per secret.
const apiKeyIssuedAt = 1_767_225_600;
const apiKeyLifetime = 10 * 365 * 24 * 3600;

/** Signs and checks every JWT of this server: HS256 only, one secret (auth-api.md). */
export class JwtIssuer {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly issuer: string,
    readonly accessTokenLifetime: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccessToken(claims: AccessTokenClaims, now = new Date()) {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + this.accessTokenLifetime;
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience('authenticated')
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt };
  }

  /** Independent of SITE_URL, like Supabase's keys: only the secret makes them. */
  signApiKey(role: ApiKeyRole) {
    return new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('supabase')
      .setIssuedAt(apiKeyIssuedAt)
      .setExpirationTime(apiKeyIssuedAt + apiKeyLifetime)
      .sign(this.key);
  }

  /** The role of a valid API key, or undefined for anything else. */
  async apiKeyRole(key: string): Promise<ApiKeyRole | undefined> {
    const payload = await this.verify(key).catch(() => undefined);
    const role = payload?.role;
    return role === 'anon' || role === 'service_role' ? role : undefined;
  }

  /** A bearer token: an access token (checked for audience) or a service-role key. */
  async verifyBearer(token: string): Promise<JWTPayload> {
    try {
      const payload = await this.verify(token);
      if (payload.role === 'service_role' || payload.role === 'anon') return payload;
      const audience = payload.aud;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.includes('authenticated')) throw authErrors.badJwt('wrong audience');
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw authErrors.badJwt('token is expired');
      if (error instanceof joseErrors.JOSEError) {
        throw authErrors.badJwt('unable to parse or verify signature');
      }
      throw error;
    }
  }

  private async verify(token: string) {
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: ['HS256'],
      clockTolerance: clockToleranceSeconds,
    });
    return payload;
  }
}
