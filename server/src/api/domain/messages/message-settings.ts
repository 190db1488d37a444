import type { ApiServices } from '../api-services.ts';

/** Whether the client hears of the team's messages by e-mail (Segurança); on unless turned off. */
export async function clientNotices(services: ApiServices, clientId: string) {
  const thread = await services.messages.find(services.auth.store.db, clientId);
  return { enabled: (thread?.client_notices ?? 1) === 1 };
}

export async function setClientNotices(services: ApiServices, clientId: string, enabled: boolean) {
  const now = new Date().toISOString();
  await services.messages.setClientNotices(services.auth.store.db, clientId, enabled, now);
  return { enabled };
}
