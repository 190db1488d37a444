import type { GoTrueClient } from '@supabase/auth-js';

/**
 * The auth client, fetched with its own chunk when first needed: the sign-in screen paints and
 * takes over without it, and loads it once someone is signed in or starts to fill the form.
 */
export const loadAuthClient = (): Promise<GoTrueClient> =>
  import('./auth-client.ts').then((module) => module.authClient());
