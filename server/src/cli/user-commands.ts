import { replacePassword, setBannedUntil } from '../auth/account-changes.ts';
import { createAccount } from '../auth/accounts.ts';
import { recordAuditEvent } from '../auth/audit-log.ts';
import { emailAddress } from '../auth/input.ts';
import { inviteClient } from '../auth/invitations.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import type { AuthServices } from '../auth/services.ts';
import { users } from '../auth/users.ts';
import { CommandError } from './operator-runtime.ts';

// A disabled account is banned for a hundred years, as Supabase's "876000h".
const disabledFor = 100 * 365 * 24 * 3600 * 1000;

export function parseEmail(value: string | undefined) {
  const parsed = emailAddress.safeParse(value ?? '');
  if (!parsed.success) throw new CommandError(`invalid e-mail address: "${value ?? ''}"`);
  return parsed.data;
}

async function existingUser(services: AuthServices, email: string) {
  const user = await users.findByEmail(services.store.db, email);
  if (!user) throw new CommandError(`no account for ${email}`);
  return user;
}

async function acceptableHash(services: AuthServices, password: string) {
  assertAcceptablePassword(password, services.config.auth.passwordMinLength);
  return hashPassword(password);
}

/** The operator's actions on client accounts, shared by every store. */
export const userCommands = {
  async create(services: AuthServices, email: string, password: string) {
    const passwordHash = await acceptableHash(services, password);
    return services.store.db
      .transaction()
      .execute((trx) => createAccount(trx, { email, passwordHash, confirmed: true }));
  },

  invite(services: AuthServices, email: string) {
    return inviteClient(services, { email });
  },

  async list(services: AuthServices) {
    const { db } = services.store;
    const all = await users.page(db, 0, await users.count(db));
    return all.map((user) => ({
      email: user.email,
      created: user.created_at,
      lastSignIn: user.last_sign_in_at,
      status: users.isBanned(user)
        ? 'disabled'
        : user.email_confirmed_at
          ? 'active'
          : user.invited_at
            ? 'invited'
            : 'unconfirmed',
    }));
  },

  async setPassword(services: AuthServices, email: string, password: string) {
    const user = await existingUser(services, email);
    const passwordHash = await acceptableHash(services, password);
    await services.store.db.transaction().execute(async (trx) => {
      await replacePassword(trx, services, { userId: user.id, passwordHash });
      // Setting a password by hand also confirms an invited account.
      if (!user.email_confirmed_at) {
        await users.update(trx, user.id, { email_confirmed_at: new Date().toISOString() });
      }
    });
  },

  async setDisabled(services: AuthServices, email: string, disabled: boolean) {
    const user = await existingUser(services, email);
    const bannedUntil = disabled ? new Date(Date.now() + disabledFor).toISOString() : null;
    await services.store.db
      .transaction()
      .execute((trx) => setBannedUntil(trx, services, { userId: user.id, bannedUntil }));
  },

  async delete(services: AuthServices, email: string) {
    const user = await existingUser(services, email);
    await services.store.db.transaction().execute(async (trx) => {
      await users.delete(trx, user.id);
      await recordAuditEvent(trx, { action: 'user_deleted', userId: user.id });
    });
  },
};
