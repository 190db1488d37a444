import { passwordSetupPath, sitePaths } from '../../shared/site-paths.ts';

/** The id of the landing page's notice of a sign-out the server could not be told of. */
export const signedOutHereAnchor = 'saiu-neste-aparelho';

export type AuthMode = 'signin' | 'reset';

/** Every in-app URL, so no component spells a path by hand. */
export const paths = {
  home: sitePaths.home,
  /** `/` saying that "Sair" ended the session on this device only (signed-out-notice.tsx). */
  homeSignedOutHere: `${sitePaths.home}#${signedOutHereAnchor}`,
  auth: (options: { mode?: 'reset' } = {}) => (options.mode ? passwordSetupPath : sitePaths.auth),
  dashboard: sitePaths.dashboard,
  profile: sitePaths.profile,
  agenda: sitePaths.agenda,
  materials: sitePaths.materials,
  messages: sitePaths.messages,
  security: sitePaths.security,
  intake: sitePaths.intake,
  admin: sitePaths.admin,
  firstRun: sitePaths.firstRun,
} as const;
