import type { Store } from '../../../db/database.ts';
import { createPlatformRepositories } from '../../../platform/platform-services.ts';
import { createBannedRefreshTokenRepository } from './banned-refresh-tokens.ts';
import { createFactorRepository } from './factors.ts';
import { createChallengeRepository } from './mfa-challenges.ts';
import { createOneTimeTokenRepository } from './one-time-tokens.ts';
import { createPasskeyChallengeRepository } from './passkey-challenges.ts';
import { createPasskeyRepository } from './passkeys.ts';
import { createRecoveryCodeRepository } from './recovery-codes.ts';
import { createRefreshTokenRepository } from './refresh-tokens.ts';
import { createSessionAssuranceRepository } from './session-assurance.ts';
import { createSessionRepository } from './sessions.ts';
import { createSignInCodeRepository } from './sign-in-codes.ts';
import { createUserRepository } from './users.ts';

/** Every table's repository, for one store: the platform's and the auth server's own. */
export function createRepositories(store: Store) {
  return {
    ...createPlatformRepositories(store),
    users: createUserRepository(),
    sessions: createSessionRepository(store),
    refreshTokens: createRefreshTokenRepository(),
    bannedRefreshTokens: createBannedRefreshTokenRepository(),
    oneTimeTokens: createOneTimeTokenRepository(),
    factors: createFactorRepository(),
    mfaChallenges: createChallengeRepository(),
    sessionAssurance: createSessionAssuranceRepository(),
    recoveryCodes: createRecoveryCodeRepository(),
    signInCodes: createSignInCodeRepository(),
    passkeys: createPasskeyRepository(),
    passkeyChallenges: createPasskeyChallengeRepository(),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
