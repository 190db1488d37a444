import { useState } from 'react';
import type { Profile } from '../../../../shared/profile.ts';
import { ApiError } from '../../api/api-client.ts';
import { saveProfile } from '../../api/profile-api.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { profileContent } from '../../content/profile.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  formValuesOf,
  isProfileField,
  type ProfileField,
  profileFields,
  type ProfileFormValues,
  readProfileForm,
} from './profile-form-values.ts';

const { toasts } = profileContent;
const toastAction = 'profile-save';

/**
 * The form's values and errors; `submit()` checks them, saves them and reports the outcome.
 * `savedAt` is the time of the last save made here: a profile the client never saved may still
 * carry a time, from the name the team wrote at the invitation.
 */
export function useProfileForm(profile: Profile, onSaved: (profile: Profile) => void) {
  const reportFailure = useReportApiFailure();
  const [values, setValues] = useState(() => formValuesOf(profile));
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const { errors, refuse, clear, clearAll, controlRef } = useFieldErrors(profileFields);
  const { sending: saving, send } = useSubmit();

  function failed(error: unknown) {
    if (error instanceof ApiError && isProfileField(error.field)) {
      // A refused value: the server says why, in the client's words.
      refuse({ [error.field]: error.message });
      return notifyError(
        { title: toasts.saveFailedTitle, description: error.message },
        toastAction,
      );
    }
    reportFailure(error, toasts.saveFailedTitle, toastAction);
  }

  async function submit() {
    const read = readProfileForm(values);
    if ('errors' in read) {
      refuse(read.errors);
      return notifyError(toasts.invalid, toastAction);
    }
    const outcome = await send(() => saveProfile(read.fields));
    if ('error' in outcome) return failed(outcome.error);
    setValues(formValuesOf(outcome.answer));
    setSavedAt(outcome.answer.updated_at);
    clearAll();
    onSaved(outcome.answer);
    notifySuccess(toasts.saved, toastAction);
  }

  return {
    values,
    errors,
    saving,
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
