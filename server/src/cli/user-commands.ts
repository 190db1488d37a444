import { deleteAccountWithItsData } from '../api/domain/account-deletion.ts';
import { createApiServices } from '../api/domain/api-services.ts';
import { replacePassword, setRole } from '../auth/domain/account-changes.ts';
import { accountStatus } from '../auth/domain/account-status.ts';
import { createAccount } from '../auth/domain/accounts.ts';
import { emailAddress } from '../auth/domain/email-address.ts';
import { resetFactors } from '../auth/domain/factors.ts';
import { inviteAccount } from '../auth/domain/invitations.ts';
import { setAccountDisabled } from '../auth/domain/operator-accounts.ts';
import { hashNewPassword } from '../auth/domain/passwords.ts';
import type { AuthServices } from '../auth/domain/services.ts';
import { isStaff, type Role } from '../platform/roles.ts';
import { CommandError } from './operator-runtime.ts';

export function parseEmail(value: string | undefined) {
  const parsed = emailAddress.safeParse(value ?? '');
  if (!parsed.success) throw new CommandError(`invalid e-mail address: "${value ?? ''}"`);
  return parsed.data;
}

async function existingUser(services: AuthServices, email: string) {
  const user = await services.repositories.users.findByEmail(services.store.db, email);
  if (!user) throw new CommandError(`no account for ${email}`);
  return user;
}

/** The operator's actions on client accounts: the same domain operations as the admin API. */
export const userCommands = {
  async create(services: AuthServices, email: string, password: string, role: Role = 'client') {
    const passwordHash = await hashNewPassword(password, services.config.auth.passwordMinLength);
    const appMetadata = role === 'staff' ? { role } : {};
    return services.store.db
      .transaction()
      .execute((trx) =>
        createAccount(services, trx, { email, passwordHash, confirmed: true, appMetadata }),
      );
  },

  async setRole(services: AuthServices, email: string, role: Role) {
    const user = await existingUser(services, email);
    await services.store.db.transaction().execute((trx) => setRole(services, trx, { user, role }));
  },

  invite(services: AuthServices, email: string) {
    return inviteAccount(services, { email });
  },

  async list(services: AuthServices) {
    const { db } = services.store;
    const { users } = services.repositories;
    const all = await users.page(db, 0, await users.count(db));
    return all.map((user) => ({
      email: user.email,
      created: user.created_at,
      lastSignIn: user.last_sign_in_at,
      role: isStaff(user) ? 'staff' : 'client',
      status: accountStatus(user),
    }));
  },

  async setPassword(services: AuthServices, email: string, password: string) {
    const user = await existingUser(services, email);
    const passwordHash = await hashNewPassword(password, services.config.auth.passwordMinLength);
    await services.store.db.transaction().execute(async (trx) => {
      await replacePassword(services, trx, { userId: user.id, passwordHash });
      // Setting a password by hand also confirms an invited account.
      if (!user.email_confirmed_at) {
        await services.repositories.users.update(trx, user.id, {
          email_confirmed_at: new Date().toISOString(),
        });
      }
    });
  },

  async setDisabled(services: AuthServices, email: string, disabled: boolean) {
    const user = await existingUser(services, email);
    await setAccountDisabled(services, { userId: user.id, disabled });
  },

  /** Removes every second factor, for a client who lost their authenticator. */
  async resetMfa(services: AuthServices, email: string) {
    return resetFactors(services, await existingUser(services, email));
  },

  /** As the team's console and the client's own deletion do: upcoming bookings are cancelled. */
  async delete(services: AuthServices, email: string) {
    const user = await existingUser(services, email);
    const api = createApiServices(services);
    await services.store.db
      .transaction()
      .execute((trx) => deleteAccountWithItsData(api, trx, { userId: user.id, byOwner: false }));
  },
};
