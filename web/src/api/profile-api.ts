import type { Profile, ProfileFields } from '../../../shared/profile.ts';
import { apiRequest } from './api-client.ts';

/** The signed-in client's profile; `updated_at` is null until the first save. */
export const fetchProfile = () => apiRequest<Profile>('GET', '/profile');

/** Replaces the profile with these fields (null = not filled in); answers the saved profile. */
export const saveProfile = (fields: ProfileFields) =>
  apiRequest<Profile>('PUT', '/profile', fields);
