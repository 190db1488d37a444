import type { createGuards } from '../guards.ts';
import type { createLimiters } from '../limiters.ts';

/** What every area's routes are registered with: the guards and the rate limits. */
export interface RouteKit {
  guard: ReturnType<typeof createGuards>;
  limit: ReturnType<typeof createLimiters>;
}
