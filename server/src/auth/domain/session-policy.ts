export interface SessionPolicy {
  /** Seconds a session may go unused. */
  inactivityTimeout: number;
  /** Seconds a session may last in all. */
  timebox: number;
  /** Seconds during which a used refresh token still gets the session's current one. */
  refreshTokenReuseInterval: number;
}

interface SessionTimes {
  refreshed_at: string;
  not_after: string;
}

export function isSessionExpired(session: SessionTimes, now: Date, policy: SessionPolicy) {
  const current = now.getTime();
  const idleLimit = Date.parse(session.refreshed_at) + policy.inactivityTimeout * 1000;
  return Date.parse(session.not_after) <= current || idleLimit <= current;
}

/**
 * What a presented refresh token leads to (auth-api.md, "Refresh tokens and sessions"):
 * - `expired`: the session is past its lifetime and ends;
 * - `rotate`: the token is the live one and is exchanged for its child;
 * - `reissue_current`: it was used moments ago (parallel tabs, a lost answer), so the session's
 *   current token is handed out again;
 * - `reuse_detected`: it was used earlier than that, so the session ends.
 */
export type RefreshDecision = 'expired' | 'rotate' | 'reissue_current' | 'reuse_detected';

export function refreshDecision(
  session: SessionTimes,
  tokenRevokedAt: string | null,
  now: Date,
  policy: SessionPolicy,
): RefreshDecision {
  if (isSessionExpired(session, now, policy)) return 'expired';
  if (tokenRevokedAt === null) return 'rotate';
  const usedFor = now.getTime() - Date.parse(tokenRevokedAt);
  return usedFor < policy.refreshTokenReuseInterval * 1000 ? 'reissue_current' : 'reuse_detected';
}
