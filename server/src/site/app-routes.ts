import { consolePaths } from '../../../shared/console-paths.ts';
import { sitePaths } from '../../../shared/site-paths.ts';

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
  sitePaths.firstRun,
  ...Object.values(consolePaths),
];
