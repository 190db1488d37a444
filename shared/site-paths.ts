/** The site's own pages, served by the server and routed by the browser app (seed §2). */
export const sitePaths = {
  home: '/',
  terms: '/termos',
  privacy: '/privacidade',
  auth: '/auth',
  dashboard: '/dashboard',
  profile: '/dashboard/perfil',
  agenda: '/dashboard/agenda',
  materials: '/dashboard/materiais',
  messages: '/dashboard/mensagens',
  /** The client's legacy plan (docs/portal.md, "The legacy plan"). */
  plan: '/dashboard/plano',
  security: '/dashboard/seguranca',
  intake: '/dashboard/questionario',
  admin: '/admin',
  /** The first run: the team's first account, from the start's one-time link (decision 037). */
  firstRun: '/admin/primeiro-acesso',
} as const;

/**
 * Where recovery and invitation links land: the sign-in screen's reset mode, which turns the
 * link's token into the new-password form. The server's e-mails and the browser's recovery
 * requests both point here.
 */
export const passwordSetupPath = `${sitePaths.auth}?mode=reset`;

/** The Supabase-compatible auth API: supabase-js appends this to the project URL. */
export const authApiPrefix = '/auth/v1';

/** The data API of the client area and the team's console. */
export const dataApiPrefix = '/api/v1';
