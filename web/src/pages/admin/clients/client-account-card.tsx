import { useState } from 'react';
import { MailPlus, Trash2, UserCheck, UserX } from 'lucide-react';
import type { ClientDetail } from '../../../api/admin-clients-api.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { useConfirmStep } from '../../../lib/use-confirm-step.ts';
import { ClientStatusBadge } from './client-status-badge.tsx';
import { useClientActions } from './use-client-actions.ts';

const { detail: copy, when } = adminClientsContent;

/** The account: its address, state and dates, and what the team may do to it. */
export function ClientAccountCard({
  account,
  onChanged,
}: {
  account: ClientDetail['account'];
  onChanged(): void;
}) {
  const disabling = useConfirmStep();
  const deleting = useConfirmStep();
  const { pending, resend, disable, enable, remove } = useClientActions(account, () => {
    disabling.close();
    onChanged();
  });
  const { open: confirmingDisable, triggerRef: disableButton } = disabling;
  const { open: confirmingDelete, triggerRef: deleteButton } = deleting;
  const busy = pending !== null || confirmingDisable || confirmingDelete;
  // As of when the page opened: a page left open does not tick over by itself.
  const [openedAt] = useState(() => Date.now());
  const expiry = account.invitation_expires_at;
  const invitationExpired = expiry !== null && Date.parse(expiry) <= openedAt;
  const facts = [
    [copy.fields.created_at, when(account.created_at)],
    [copy.fields.invited_at, account.invited_at && when(account.invited_at)],
    ...(expiry === null
      ? []
      : [
          [
            invitationExpired ? copy.invitation.expired : copy.invitation.live,
            when(expiry),
          ] as const,
        ]),
    [copy.fields.last_sign_in_at, account.last_sign_in_at && when(account.last_sign_in_at)],
  ];

  return (
    <section aria-labelledby="conta" className={raisedCardClassName}>
      <h2 id="conta" className="font-display text-title-2 font-medium text-ink-900">
        {copy.account}
      </h2>
      <dl className="mt-5 grid gap-x-6 gap-y-1 text-small sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-y-3">
        <dt className="font-medium text-ink-900">{copy.fields.email}</dt>
        <dd className="mb-3 sm:mb-0 break-all text-ink-700">{account.email}</dd>
        <dt className="font-medium text-ink-900">{copy.fields.status}</dt>
        <dd className="mb-3 sm:mb-0">
          <ClientStatusBadge status={account.status} />
        </dd>
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-900">{label}</dt>
            <dd className="mb-3 sm:mb-0 text-ink-700">{value ?? copy.notFilled}</dd>
          </div>
        ))}
      </dl>
      {invitationExpired && (
        <p className="mt-4 rounded-2xl border border-sand-300 bg-sand-200 p-4 text-small text-ink-900">
          {copy.invitation.expiredNote}
        </p>
      )}
      <h3 className="mt-8 font-display text-title-4 font-medium text-ink-900">{copy.actions}</h3>
      <div className="mt-3 flex flex-wrap gap-2">
        {(account.status === 'invited' || account.status === 'unconfirmed') && (
          <Button variant="outline" disabled={busy} onClick={resend}>
            <MailPlus aria-hidden="true" className="size-4" />
            {pending === 'resend' ? copy.resending : copy.resend}
          </Button>
        )}
        {account.status === 'disabled' ? (
          <Button variant="outline" disabled={busy} onClick={enable}>
            <UserCheck aria-hidden="true" className="size-4" />
            {pending === 'enable' ? copy.enabling : copy.enable}
          </Button>
        ) : (
          <Button ref={disableButton} variant="outline" disabled={busy} onClick={disabling.start}>
            <UserX aria-hidden="true" className="size-4" />
            {copy.disable}
          </Button>
        )}
        <Button ref={deleteButton} variant="ghost" disabled={busy} onClick={deleting.start}>
          <Trash2 aria-hidden="true" className="size-4" />
          {copy.delete}
        </Button>
      </div>
      {confirmingDisable && (
        <ConfirmStep
          compact
          copy={copy.confirmDisable}
          busy={pending === 'disable'}
          onConfirm={disable}
          onKeep={disabling.cancel}
        />
      )}
      {confirmingDelete && (
        <ConfirmStep
          compact
          copy={copy.confirmDelete}
          busy={pending === 'delete'}
          onConfirm={remove}
          onKeep={deleting.cancel}
        />
      )}
    </section>
  );
}
