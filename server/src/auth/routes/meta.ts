import type { FastifyInstance } from 'fastify';
import type { AuthServices } from '../services.ts';

/** GET /settings, /health and the (empty) JWKS: read by apps and tools, not by supabase-js. */
export function metaRoutes(app: FastifyInstance, services: AuthServices) {
  app.get('/settings', async () => ({
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
    disable_signup: services.config.auth.disableSignup,
    mailer_autoconfirm: services.config.auth.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/health', async () => ({
    version: '1.0.0',
    name: 'legado-auth',
    description: 'Supabase-Auth-compatible API of the Legacy site',
  }));

  // Only HS256 is used, so there is no public key to publish.
  app.get('/.well-known/jwks.json', async () => ({ keys: [] }));
}
