import { passwordSetupPath } from '../../shared/site-paths.ts';

export type AuthMode = 'signin' | 'reset';

/** Every in-app URL, so no component spells a path by hand. */
export const paths = {
  home: '/',
  auth: (options: { mode?: 'reset' } = {}) => (options.mode ? passwordSetupPath : '/auth'),
  dashboard: '/dashboard',
} as const;
