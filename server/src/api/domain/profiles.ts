import { isProfileComplete, type Profile, type ProfileFields } from '../../../../shared/profile.ts';
import type { Actor } from '../../platform/actor.ts';
import type { ProfileRow } from '../db/repositories/profiles.ts';
import type { ApiServices } from './api-services.ts';

const emptyProfile: ProfileFields = {
  full_name: null,
  phone: null,
  company: null,
  job_title: null,
  city: null,
  preferred_channel: null,
  goals: null,
};

function profileOf(row: ProfileRow | undefined): Profile {
  if (!row) return { ...emptyProfile, completed: false, updated_at: null };
  const { user_id, updated_at: updatedAt, ...fields } = row;
  return { ...fields, completed: isProfileComplete(fields), updated_at: updatedAt };
}

/** The client's profile; an empty one until the first save. */
export async function readProfile(services: ApiServices, userId: string) {
  return profileOf(await services.profiles.find(services.auth.store.db, userId));
}

const profileRow = (userId: string, fields: ProfileFields): ProfileRow => ({
  user_id: userId,
  ...fields,
  updated_at: new Date().toISOString(),
});

/** Replaces the client's profile with `fields` (blank fields are cleared) and records it. */
export async function saveProfile(
  services: ApiServices,
  userId: string,
  fields: ProfileFields,
  actor: Actor,
) {
  const { db } = services.auth.store;
  const row = profileRow(userId, fields);
  await db.transaction().execute(async (trx) => {
    await services.profiles.save(trx, row);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'profile_updated',
      userId,
      ...actor,
    });
  });
  return profileOf(row);
}

/**
 * Starts an invited client's profile with the name the team gave: part of the invitation, which
 * the log records as such (`invite_sent`), so no entry of its own.
 */
export async function startInvitedProfile(services: ApiServices, userId: string, fullName: string) {
  const fields = { ...emptyProfile, full_name: fullName };
  await services.profiles.save(services.auth.store.db, profileRow(userId, fields));
}
