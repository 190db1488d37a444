import { useState } from 'react';
import type { Profile } from '../../../../shared/profile.ts';
import { saveProfile } from '../../api/profile-api.ts';
import { profileContent } from '../../content/profile.ts';
import { useSaveForm } from '../../lib/use-save-form.ts';
import {
  formValuesOf,
  isProfileField,
  type ProfileField,
  profileFields,
  type ProfileFormValues,
  readProfileForm,
} from './profile-form-values.ts';

const { toasts } = profileContent;

/**
 * The form's values and errors; `submit()` checks them, saves them and reports the outcome.
 * `savedAt` is the time of the last save made here: a profile the client never saved may still
 * carry a time, from the name the team wrote at the invitation.
 */
export function useProfileForm(profile: Profile, onSaved: (profile: Profile) => void) {
  const [values, setValues] = useState(() => formValuesOf(profile));
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const { errors, clear, controlRef, sending, save } = useSaveForm(
    profileFields,
    toasts,
    'profile-save',
    (error) => (isProfileField(error.field) ? error.field : undefined),
  );

  async function submit() {
    const answer = await save(readProfileForm(values), (read) => saveProfile(read.fields));
    if (!answer) return;
    setValues(formValuesOf(answer));
    setSavedAt(answer.updated_at);
    onSaved(answer);
  }

  return {
    values,
    errors,
    saving: sending,
    savedAt,
    submit,
    change<F extends ProfileField>(field: F, value: ProfileFormValues[F]) {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    },
    /** Registers a field's control, to be focused when its value is refused. */
    controlRef,
  };
}
