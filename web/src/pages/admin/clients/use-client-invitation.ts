import { useState } from 'react';
import { clientInvitation, type ClientSummary } from '../../../../../shared/clients.ts';
import { inviteClient } from '../../../api/admin-clients-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import { teamRefusal } from '../../../api/team-refusal.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { type FieldErrors, useFieldErrors } from '../../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { toasts } = adminClientsContent;
const fields = ['email', 'full_name'] as const;
const toastAction = 'client-invitation';
type InviteField = (typeof fields)[number];
const isInviteField = (name: unknown): name is InviteField =>
  fields.some((field) => field === name);

/** The invitation form: checked by the shared schema, sent, and its outcome told. */
export function useClientInvitation(onInvited: (client: ClientSummary) => void) {
  const reportFailure = useReportApiFailure();
  const [values, setValues] = useState({ email: '', full_name: '' });
  const { sending, send } = useSubmit();
  const { errors, refuse, clear, controlRef } = useFieldErrors(fields);

  function failed(error: unknown) {
    const refusal =
      teamRefusal(error) ?? (error instanceof ApiError && error.field && error.message);
    if (error instanceof ApiError && isInviteField(error.field) && refusal) {
      refuse({ [error.field]: refusal });
    }
    if (refusal)
      return notifyError({ title: toasts.inviteFailedTitle, description: refusal }, toastAction);
    reportFailure(error, toasts.inviteFailedTitle, toastAction);
  }

  async function submit() {
    const checked = clientInvitation.safeParse(values);
    if (!checked.success) {
      const found: FieldErrors<InviteField> = {};
      for (const { path, message } of checked.error.issues) {
        const [field] = path;
        if (isInviteField(field)) found[field] ??= message;
      }
      refuse(found);
      return notifyError(toasts.inviteInvalid, toastAction);
    }
    const outcome = await send(() => inviteClient(checked.data));
    if ('error' in outcome) return failed(outcome.error);
    notifySuccess(toasts.invited(outcome.answer.email), toastAction);
    onInvited(outcome.answer);
  }

  return {
    values,
    errors,
    sending,
    controlRef,
    submit: () => void submit(),
    change(field: InviteField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    },
  };
}
