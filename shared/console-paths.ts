/**
 * The team's console pages under `/admin` (docs/portal.md), apart from the site's paths so that a
 * client's pages, which import those, carry none of these (the scripts' budgets).
 */
export const consolePaths = {
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
} as const;
