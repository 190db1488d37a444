import type { Actor } from '../../platform/actor.ts';
import type { PasskeyRow } from '../db/repositories/passkeys.ts';
import { sendPasskeyNotice } from './factor-notices.ts';
import type { SignedIn } from './factors.ts';
import { passkeyErrors } from './passkey-errors.ts';
import type { AuthServices } from './services.ts';

/** Passkeys per user. */
export const maxPasskeysPerUser = 10;

/** A passkey as `GET /passkeys` lists it. */
export function passkeyJson(passkey: PasskeyRow) {
  return {
    id: passkey.id,
    ...(passkey.friendly_name ? { friendly_name: passkey.friendly_name } : {}),
    created_at: passkey.created_at,
    ...(passkey.last_used_at ? { last_used_at: passkey.last_used_at } : {}),
  };
}

/** One of the user's passkeys; anyone else's is as unknown as a made-up id. */
async function ownedPasskey(services: AuthServices, userId: string, id: string) {
  const passkey = await services.repositories.passkeys.find(services.store.db, id);
  if (!passkey || passkey.user_id !== userId) throw passkeyErrors.notFound();
  return passkey;
}

/** The user's passkeys, oldest first (`GET /passkeys`). */
export const passkeysOf = (services: AuthServices, userId: string) =>
  services.repositories.passkeys.listOf(services.store.db, userId);

/** The user names one of their passkeys (`PATCH /passkeys/{id}`). */
export async function renamePasskey(
  services: AuthServices,
  { user }: SignedIn,
  id: string,
  friendlyName: string,
) {
  const passkey = await ownedPasskey(services, user.id, id);
  await services.repositories.passkeys.rename(services.store.db, passkey.id, friendlyName);
  return { ...passkey, friendly_name: friendlyName };
}

/** The user removes one of their passkeys (`DELETE /passkeys/{id}`): audited and mailed. */
export async function removePasskey(
  services: AuthServices,
  { user }: SignedIn,
  id: string,
  actor: Actor,
) {
  const { passkeys, auditLog } = services.repositories;
  const passkey = await ownedPasskey(services, user.id, id);
  await services.store.db.transaction().execute(async (trx) => {
    await passkeys.delete(trx, passkey.id);
    await auditLog.record(trx, {
      action: 'passkey_removed',
      userId: user.id,
      detail: { passkey_id: passkey.id },
      ...actor,
    });
  });
  await sendPasskeyNotice(services, user.email, 'removed');
}
