import type { Insertable, Selectable } from 'kysely';
import type { PasskeysTable } from '../../../db/schema.ts';
import type { Queryable } from '../../../platform/queryable.ts';

export type PasskeyRow = Selectable<PasskeysTable>;

/** Passkeys (passkeys): one row per WebAuthn credential of a user. */
export function createPasskeyRepository() {
  return {
    /** A user's passkeys, oldest first. */
    listOf(db: Queryable, userId: string) {
      return db
        .selectFrom('passkeys')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    find(db: Queryable, id: string) {
      return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByCredential(db: Queryable, credentialId: string) {
      return db
        .selectFrom('passkeys')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
    },

    async insert(db: Queryable, passkey: Insertable<PasskeysTable>) {
      await db.insertInto('passkeys').values(passkey).execute();
    },

    /**
     * Records a sign-in: the new counter, when it was used. Only while the stored counter is the one
     * the assertion was checked against, so two parallel uses of one assertion cannot both pass.
     */
    async markUsed(db: Queryable, passkey: PasskeyRow, counter: number, at: string) {
      const result = await db
        .updateTable('passkeys')
        .set({ counter, last_used_at: at })
        .where('id', '=', passkey.id)
        .where('counter', '=', passkey.counter)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async rename(db: Queryable, id: string, friendlyName: string) {
      await db
        .updateTable('passkeys')
        .set({ friendly_name: friendlyName })
        .where('id', '=', id)
        .execute();
    },

    async delete(db: Queryable, id: string) {
      await db.deleteFrom('passkeys').where('id', '=', id).execute();
    },
  };
}
