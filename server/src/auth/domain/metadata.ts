import type { UserRow } from '../db/repositories/users.ts';
import { storedObject } from '../../platform/stored-object.ts';

/** The stored app metadata plus the provider keys, which are always derived. */
export function appMetadataOf(user: UserRow): Record<string, unknown> {
  return { ...storedObject(user.app_metadata), provider: 'email', providers: ['email'] };
}

export function userMetadataOf(user: UserRow) {
  return storedObject(user.user_metadata);
}

/** `provider` and `providers` are always derived, never stored from input. */
export function withoutProviderKeys(appMetadata: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(appMetadata).filter(([key]) => key !== 'provider' && key !== 'providers'),
  );
}

/** Shallow merge as Supabase does for `data`: a null value deletes the key. */
export function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
