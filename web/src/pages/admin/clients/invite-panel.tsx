import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { ClientSummary } from '../../../../../shared/clients.ts';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { useClientInvitation } from './use-client-invitation.ts';

const { invite: copy } = adminClientsContent;

interface InvitePanelProps {
  onInvited(client: ClientSummary): void;
  onClose(): void;
}

/** "Convidar cliente": the address and, if known, the name; Escape or "Cancelar" closes it. */
export function InvitePanel({ onInvited, onClose }: InvitePanelProps) {
  const { values, errors, sending, controlRef, submit, change } = useClientInvitation(onInvited);
  return (
    <div
      role="dialog"
      aria-labelledby="convidar-cliente"
      className="mt-6 rounded-2xl border border-brass-400/60 bg-white p-5 sm:p-6"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || sending) return;
        event.preventDefault();
        onClose();
      }}
    >
      <h3 id="convidar-cliente" className="font-display text-title-4 font-medium text-ink-900">
        {copy.heading}
      </h3>
      <p className="mt-1 mb-5 text-ink-700">{copy.lead}</p>
      <BusyForm busy={sending} onSubmit={submit} className="grid gap-5 md:grid-cols-2">
        <TextField
          ref={controlRef('email')}
          // Opened at the team's request: the keyboard goes straight to the address.
          autoFocus
          type="email"
          autoComplete="off"
          label={copy.labels.email}
          error={errors.email}
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          ref={controlRef('full_name')}
          label={copy.labels.full_name}
          hint={copy.hints.full_name}
          error={errors.full_name}
          value={values.full_name}
          onChange={(event) => change('full_name', event.target.value)}
        />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit">{sending ? copy.sending : copy.submit}</Button>
          <Button variant="outline" onClick={onClose}>
            {copy.cancel}
          </Button>
        </div>
      </BusyForm>
    </div>
  );
}
