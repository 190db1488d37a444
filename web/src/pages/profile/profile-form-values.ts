import {
  type PreferredChannel,
  type Profile,
  type ProfileFields,
  profileInput,
} from '../../../../shared/profile.ts';

export type ProfileField = keyof ProfileFields;

/** The fields in the schema's order, which is the form's. */
export const profileFields = profileInput.keyof().options;

/** What the inputs hold: text, and '' for a field left blank or a channel not chosen. */
export type ProfileFormValues = Record<Exclude<ProfileField, 'preferred_channel'>, string> & {
  preferred_channel: PreferredChannel | '';
};
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

export const isProfileField = (name: unknown): name is ProfileField =>
  profileFields.some((field) => field === name);

export function formValuesOf(profile: Profile): ProfileFormValues {
  const entries = profileFields.map((field) => [field, profile[field] ?? '']);
  return Object.fromEntries(entries) as ProfileFormValues;
}

/**
 * Checks the values by the server's own rules: the fields to send (trimmed, blank as null), or
 * the first message for each refused field.
 */
export function readProfileForm(
  values: ProfileFormValues,
): { fields: ProfileFields } | { errors: ProfileFieldErrors } {
  const result = profileInput.safeParse({
    ...values,
    preferred_channel: values.preferred_channel || null,
  });
  if (result.success) return { fields: result.data };
  const errors: ProfileFieldErrors = {};
  for (const { path, message } of result.error.issues) {
    const [field] = path;
    if (isProfileField(field)) errors[field] ??= message;
  }
  return { errors };
}
