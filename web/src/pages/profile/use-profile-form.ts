import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Profile } from '../../../../shared/profile.ts';
import { ApiError } from '../../api/api-client.ts';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { saveProfile } from '../../api/profile-api.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { profileContent } from '../../content/profile.ts';
import { useEndSession } from '../client-area/use-end-session.ts';
import {
  formValuesOf,
  isProfileField,
  type ProfileField,
  type ProfileFieldErrors,
  profileFields,
  type ProfileFormValues,
  readProfileForm,
} from './profile-form-values.ts';

const { toasts } = profileContent;

/** The form's values and errors; `submit()` checks them, saves them and reports the outcome. */
export function useProfileForm(profile: Profile, onSaved: (profile: Profile) => void) {
  const endSession = useEndSession();
  const [values, setValues] = useState(() => formValuesOf(profile));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const controls = useRef(new Map<ProfileField, HTMLElement>());

  /** Shows each error beside its field and takes the keyboard to the first one. */
  function refuse(found: ProfileFieldErrors, toast: { title: string; description: string }) {
    flushSync(() => setErrors(found));
    const first = profileFields.find((field) => found[field]);
    if (first) controls.current.get(first)?.focus();
    notifyError(toast);
  }

  function failed(error: unknown) {
    if (error instanceof ApiError && error.signedOut) return void endSession();
    const description = apiErrorMessage(error);
    const toast = { title: toasts.saveFailedTitle, description };
    if (error instanceof ApiError && isProfileField(error.field)) {
      refuse({ [error.field]: description }, toast);
    } else {
      notifyError(toast);
    }
  }

  async function submit() {
    const read = readProfileForm(values);
    if ('errors' in read) return refuse(read.errors, toasts.invalid);
    setSaving(true);
    const outcome = await saveProfile(read.fields).then(
      (saved) => ({ saved }),
      (error: unknown) => ({ error }),
    );
    // The fields are enabled again before one of them may take the focus.
    flushSync(() => setSaving(false));
    if ('error' in outcome) return failed(outcome.error);
    setValues(formValuesOf(outcome.saved));
    setErrors({});
    onSaved(outcome.saved);
    notifySuccess(toasts.saved);
  }

  return {
    values,
    errors,
    saving,
    submit,
    change<F extends ProfileField>(field: F, value: ProfileFormValues[F]) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _edited, ...others }) => others);
    },
    /** Registers a field's control, to be focused when its value is refused. */
    controlRef: (field: ProfileField) => (element: HTMLElement | null) => {
      if (element) controls.current.set(field, element);
      else controls.current.delete(field);
    },
  };
}
