import { consolePaths } from '../../shared/console-paths.ts';

/** Every console URL, so no page of the console spells a path by hand. */
export const consoleLinks = {
  adminClients: consolePaths.adminClients,
  adminClient: (id: string) => consolePaths.adminClient.replace(':id', encodeURIComponent(id)),
  adminClientPlan: (id: string) =>
    consolePaths.adminClientPlan.replace(':id', encodeURIComponent(id)),
  adminAgenda: consolePaths.adminAgenda,
  adminMaterials: consolePaths.adminMaterials,
  adminMessages: consolePaths.adminMessages,
  adminThread: (clientId: string) =>
    consolePaths.adminThread.replace(':clientId', encodeURIComponent(clientId)),
  adminContent: consolePaths.adminContent,
  adminAudit: consolePaths.adminAudit,
  adminIntake: consolePaths.adminIntake,
  adminPlans: consolePaths.adminPlans,
  adminPlanTemplates: consolePaths.adminPlanTemplates,
} as const;
