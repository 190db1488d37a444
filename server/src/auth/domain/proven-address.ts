import type { AuditEntry } from '../../platform/audit/audit-log.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/queryable.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { forgetUnprovenPassword } from './account-changes.ts';
import type { AuthServices } from './services.ts';

/**
 * Opens an aal1 session for an account whose owner just proved their address (an e-mail link or
 * code), confirming the address. A password set before anyone proved it goes, with the sessions,
 * unless the proof is the sign-up's own link (security.md). Run inside the caller's transaction.
 */
export async function openSessionForProvenAddress(
  services: AuthServices,
  trx: Queryable,
  proof: {
    user: UserRow;
    keepsUnprovenPassword: boolean;
    audit: Pick<AuditEntry, 'action' | 'detail'>;
  },
  actor: Actor,
  now: Date,
) {
  const { users, auditLog } = services.repositories;
  const { user } = proof;
  if (user.email_confirmed_at === null && !proof.keepsUnprovenPassword) {
    await forgetUnprovenPassword(services, trx, { userId: user.id, ...actor });
  }
  const confirmed = await users.update(trx, user.id, {
    email_confirmed_at: user.email_confirmed_at ?? now.toISOString(),
    last_sign_in_at: now.toISOString(),
  });
  const started = await services.sessions.start(
    trx,
    { userId: user.id, method: 'otp', ...actor },
    now,
  );
  await auditLog.record(trx, { ...proof.audit, userId: user.id, ...actor }, now);
  return { user: confirmed!, ...started, now };
}
