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
  /** The client's legacy plan (issue #29); `planPaths.client` in shared/plans.ts. */
  plan: '/dashboard/plano',
  security: '/dashboard/seguranca',
  intake: '/dashboard/questionario',
  admin: '/admin',
  adminClients: '/admin/clientes',
  adminClient: '/admin/clientes/:id',
  /** The team's editor of one client's legacy plan (docs/portal.md, "The legacy plan"). */
  adminClientPlan: '/admin/clientes/:id/plano',
  adminAgenda: '/admin/agenda',
  adminMaterials: '/admin/materiais',
  adminMessages: '/admin/mensagens',
  adminThread: '/admin/mensagens/:clientId',
  adminContent: '/admin/conteudo',
  adminAudit: '/admin/registro',
  adminIntake: '/admin/questionario',
  adminPlans: '/admin/planos',
  adminPlanTemplates: '/admin/planos/modelos',
  /** The first run: the team's first account, from the start's one-time link (decision 037). */
  firstRun: '/admin/primeiro-acesso',
} as const;

/** Paths the browser app routes; any other path gets the app with a 404 status. */
export const appRoutes: readonly string[] = [
  sitePaths.auth,
  sitePaths.dashboard,
  sitePaths.profile,
  sitePaths.agenda,
  sitePaths.materials,
  sitePaths.messages,
  sitePaths.plan,
  sitePaths.security,
  sitePaths.intake,
  sitePaths.admin,
  sitePaths.adminClients,
  sitePaths.adminClient,
  sitePaths.adminClientPlan,
  sitePaths.adminAgenda,
  sitePaths.adminMaterials,
  sitePaths.adminMessages,
  sitePaths.adminThread,
  sitePaths.adminContent,
  sitePaths.adminAudit,
  sitePaths.adminIntake,
  sitePaths.adminPlans,
  sitePaths.adminPlanTemplates,
  sitePaths.firstRun,
];

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
