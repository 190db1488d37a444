/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_CONTACT_URL?: string;
  readonly VITE_SITE_URL?: string;
  /** For hosts that do not inline the runtime config: the auth server's `PASSWORD_MIN_LENGTH`. */
  readonly VITE_PASSWORD_MIN_LENGTH?: string;
  readonly VITE_STAFF_REQUIRE_MFA?: string;
}
