import { consoleLinks } from '../../../console-links.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  deleteClient,
  resendInvitation,
  setClientDisabled,
  type ClientDetail,
} from '../../../api/admin-clients-api.ts';
import { teamRefusal } from '../../../api/team-refusal.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';

const { toasts } = adminClientsContent;

export type ClientAction = 'resend' | 'disable' | 'enable' | 'delete';

/**
 * What the team does to one account: resend the invitation, disable or enable it, delete it.
 * `pending` is the action on its way; `onChanged` reads the client again after a change.
 */
export function useClientActions(account: ClientDetail['account'], onChanged: () => void) {
  const toastAction = `client:${account.id}`;
  const reportFailure = useReportApiFailure();
  const navigate = useNavigate();
  const [pending, setPending] = useState<ClientAction | null>(null);

  async function run(action: ClientAction, work: () => Promise<unknown>) {
    setPending(action);
    const outcome = await work().then(
      () => ({ done: true }),
      (error: unknown) => ({ error }),
    );
    setPending(null);
    if ('error' in outcome) {
      const refusal = teamRefusal(outcome.error);
      if (!refusal) return reportFailure(outcome.error, toasts.actionFailedTitle, toastAction);
      return notifyError({ title: toasts.actionFailedTitle, description: refusal }, toastAction);
    }
    const { email } = account;
    if (action === 'delete') {
      notifySuccess(toasts.deleted(email), toastAction);
      return navigate(consoleLinks.adminClients);
    }
    const toast = { resend: toasts.resent, disable: toasts.disabled, enable: toasts.enabled };
    notifySuccess(toast[action](email), toastAction);
    onChanged();
  }

  return {
    pending,
    resend: () => void run('resend', () => resendInvitation(account.id)),
    disable: () => void run('disable', () => setClientDisabled(account.id, true)),
    enable: () => void run('enable', () => setClientDisabled(account.id, false)),
    remove: () => void run('delete', () => deleteClient(account.id)),
  };
}
