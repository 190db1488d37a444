import type { Config } from '../../config.ts';

/** `GET /settings`: what this server offers, in Supabase's shape. */
export function settingsJson(config: Config) {
  return {
    external: {
      email: true,
      phone: false,
      anonymous_users: false,
      apple: false,
      azure: false,
      github: false,
      google: false,
      saml: false,
    },
    disable_signup: config.auth.disableSignup,
    mailer_autoconfirm: config.auth.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

export const healthJson = {
  version: '1.0.0',
  name: 'legado-auth',
  description: 'Supabase-Auth-compatible API of the Legacy site',
};
