import { defaultPasswordMinLength, isPasswordMinLength } from '../../../shared/credential-rules.ts';
import { siteContent } from '../content/site.ts';

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  contactUrl: string;
  /** The server's `PASSWORD_MIN_LENGTH`: the fewest characters a new password may have. */
  passwordMinLength: number;
  /**
   * The server's `STAFF_REQUIRE_MFA`: a member of the team without a second factor sets one up
   * right after the password. Off when not inlined (a static build elsewhere) unless
   * VITE_STAFF_REQUIRE_MFA says so.
   */
  staffRequireMfa: boolean;
}

function readInlineConfig(): Partial<RuntimeConfig> {
  if (typeof document === 'undefined') return {};
  const element = document.getElementById('runtime-config');
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Partial<RuntimeConfig>;
  } catch {
    return {};
  }
}

let cached: RuntimeConfig | undefined;

/**
 * The server inlines a JSON script tag at serve time; a static build on another host falls back to
 * the VITE_* values baked in at build time (architecture.md, "Configuration").
 */
export function runtimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const inline = readInlineConfig();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const minLengths = [inline.passwordMinLength, Number(import.meta.env.VITE_PASSWORD_MIN_LENGTH)];
  cached = {
    supabaseUrl: inline.supabaseUrl || import.meta.env.VITE_SUPABASE_URL || origin,
    supabaseAnonKey: inline.supabaseAnonKey || import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || '',
    contactUrl: inline.contactUrl || import.meta.env.VITE_CONTACT_URL || siteContent.contactUrl,
    passwordMinLength: minLengths.find(isPasswordMinLength) ?? defaultPasswordMinLength,
    staffRequireMfa: inline.staffRequireMfa ?? import.meta.env.VITE_STAFF_REQUIRE_MFA === 'true',
  };
  return cached;
}

export function contactUrl(): string {
  return runtimeConfig().contactUrl;
}

export function passwordMinLength(): number {
  return runtimeConfig().passwordMinLength;
}

export function staffRequireMfa(): boolean {
  return runtimeConfig().staffRequireMfa;
}
