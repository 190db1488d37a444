import { consolePaths } from '../../../../../shared/console-paths.ts';
import { sitePaths } from '../../../../../shared/site-paths.ts';
import type { ApiServices } from '../api-services.ts';

/** Where a booking e-mail leads: the client's agenda, or the team's in the console. */
export function agendaUrlFor(services: ApiServices, audience: 'client' | 'team') {
  const path = audience === 'client' ? sitePaths.agenda : consolePaths.adminAgenda;
  return `${services.auth.config.siteUrl}${path}`;
}
