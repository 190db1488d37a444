import type { Store } from '../../../db/database.ts';
import { createAuditLog } from './audit-log.ts';
import { createBannedRefreshTokenRepository } from './banned-refresh-tokens.ts';
import { createFactorRepository } from './factors.ts';
import { createJobRepository } from './jobs.ts';
import { createChallengeRepository } from './mfa-challenges.ts';
import { createOneTimeTokenRepository } from './one-time-tokens.ts';
import { createRateLimitCounters } from './rate-limits.ts';
import { createRefreshTokenRepository } from './refresh-tokens.ts';
import { createSessionAssuranceRepository } from './session-assurance.ts';
import { createSessionRepository } from './sessions.ts';
import { createUserRepository } from './users.ts';

/** Every table's repository, for one store. */
export function createRepositories(store: Store) {
  return {
    users: createUserRepository(),
    sessions: createSessionRepository(store),
    refreshTokens: createRefreshTokenRepository(),
    bannedRefreshTokens: createBannedRefreshTokenRepository(),
    oneTimeTokens: createOneTimeTokenRepository(),
    rateLimitCounters: createRateLimitCounters(),
    auditLog: createAuditLog(),
    factors: createFactorRepository(),
    mfaChallenges: createChallengeRepository(),
    sessionAssurance: createSessionAssuranceRepository(),
    jobs: createJobRepository(store.dialect),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
