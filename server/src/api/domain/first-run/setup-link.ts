import { timingSafeEqual } from 'node:crypto';
import { sitePaths } from '../../../../../shared/site-paths.ts';
import { createAccount } from '../../../auth/domain/accounts.ts';
import { hashNewPassword } from '../../../auth/domain/passwords.ts';
import { newOpaqueToken, tokenDigest } from '../../../auth/domain/random-token.ts';
import type { AuthServices } from '../../../auth/domain/services.ts';
import { type Actor, auditedActor } from '../../../platform/actor.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import { isoAfter } from '../../../platform/timestamps.ts';
import { createProfileRepository } from '../../db/repositories/profiles.ts';
import { createSetupLinkRepository } from '../../db/repositories/setup-link.ts';
import { createStaffAccountRepository } from '../../db/repositories/staff-accounts.ts';
import { SetupRefusal, type SetupRefusalReason } from './setup-refusal.ts';

const linkLifetimeSeconds = 24 * 3600;

/** What the first run needs: the auth services and three tables of the data API. */
export function createFirstRunServices(auth: AuthServices) {
  return {
    auth,
    setupLinks: createSetupLinkRepository(),
    staffAccounts: createStaffAccountRepository(auth.store.dialect),
    profiles: createProfileRepository(),
  };
}

type FirstRunServices = ReturnType<typeof createFirstRunServices>;

/** The first member of the team, as the setup page sends them. */
export interface FirstStaffAccount {
  token: string;
  name: string;
  email: string;
  password: string;
}

/**
 * A new one-time link to the setup page, in place of any earlier one, or undefined once the team
 * has an account (the start prints it only then; the operator's command says why not).
 */
export async function issueSetupLink(services: FirstRunServices, now = new Date()) {
  const { db } = services.auth.store;
  const token = newOpaqueToken();
  const issued = await db.transaction().execute(async (trx) => {
    if (await services.staffAccounts.exist(trx)) return false;
    await services.setupLinks.replace(trx, {
      tokenHash: tokenDigest(token),
      createdAt: now.toISOString(),
      expiresAt: isoAfter(now, linkLifetimeSeconds),
    });
    await services.auth.repositories.auditLog.record(trx, { action: 'setup_link_issued' }, now);
    return true;
  });
  if (!issued) return undefined;
  // The secret rides in the fragment, which no request carries: no access log can hold it.
  return `${services.auth.config.siteUrl}${sitePaths.firstRun}#${token}`;
}

/** What the presented secret opens, compared in constant time with the stored digest. */
async function verdictOn(
  services: FirstRunServices,
  db: Queryable,
  token: string,
  now: Date,
): Promise<SetupRefusalReason | 'valid'> {
  if (await services.staffAccounts.exist(db)) return 'setup_closed';
  const link = await services.setupLinks.find(db);
  const presented = Buffer.from(tokenDigest(token), 'hex');
  const stored = Buffer.from(link?.token_hash ?? tokenDigest(''), 'hex');
  const matches = timingSafeEqual(presented, stored);
  if (!link || !matches) return 'setup_link_invalid';
  if (link.used_at !== null) return 'setup_link_used';
  if (link.expires_at <= now.toISOString()) return 'setup_link_expired';
  return 'valid';
}

async function refused(services: FirstRunServices, reason: SetupRefusalReason, actor: Actor) {
  await services.auth.repositories.auditLog.record(services.auth.store.db, {
    action: 'setup_link_refused',
    detail: { reason },
    ...auditedActor(actor),
  });
  return new SetupRefusal(reason);
}

/** Whether the link still opens the setup page; a refusal says why, and is audited. */
export async function checkSetupLink(services: FirstRunServices, token: string, actor: Actor) {
  const verdict = await verdictOn(services, services.auth.store.db, token, new Date());
  if (verdict !== 'valid') throw await refused(services, verdict, actor);
}

/**
 * The team's first account, from the setup page: role staff, e-mail confirmed, the name in its
 * profile, signed in at aal1. The link is spent and the team checked still empty in the same
 * transaction, so of two pages sent at once only one makes an account, on either store.
 */
export async function createFirstStaffAccount(
  services: FirstRunServices,
  account: FirstStaffAccount,
  actor: Actor,
) {
  const { auth } = services;
  // A refused link costs no password hashing.
  await checkSetupLink(services, account.token, actor);
  const passwordHash = await hashNewPassword(account.password, auth.config.auth.passwordMinLength);
  const now = new Date();
  const at = now.toISOString();
  try {
    return await auth.store.db.transaction().execute(async (trx) => {
      if (!(await services.setupLinks.spend(trx, tokenDigest(account.token), at))) {
        const verdict = await verdictOn(services, trx, account.token, now);
        throw new SetupRefusal(verdict === 'valid' ? 'setup_link_used' : verdict);
      }
      if (await services.staffAccounts.exist(trx)) throw new SetupRefusal('setup_closed');
      const created = await createAccount(
        auth,
        trx,
        { email: account.email, passwordHash, confirmed: true, appMetadata: { role: 'staff' } },
        now,
      );
      await services.profiles.save(trx, {
        user_id: created.id,
        full_name: account.name,
        phone: null,
        company: null,
        job_title: null,
        city: null,
        preferred_channel: null,
        goals: null,
        updated_at: at,
      });
      const user = await auth.repositories.users.update(trx, created.id, { last_sign_in_at: at });
      const started = await auth.sessions.start(
        trx,
        { userId: created.id, method: 'password', ...actor },
        now,
      );
      await auth.repositories.auditLog.record(
        trx,
        { action: 'setup_completed', userId: created.id, ...auditedActor(actor) },
        now,
      );
      return { user: user!, ...started, now };
    });
  } catch (error) {
    if (error instanceof SetupRefusal) throw await refused(services, error.reason, actor);
    throw error;
  }
}
