import { type FormEvent, useState } from 'react';
import { type Passkey, removePasskey, renamePasskey } from '../../api/passkeys-api.ts';
import { passkeyErrorMessage } from '../../api/passkey-error-message.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmStep } from '../../components/confirm-step.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { TextField } from '../../components/text-field.tsx';
import { passkeysContent } from '../../content/passkeys.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';

const { section: content } = passkeysContent;

interface PasskeyItemProps {
  passkey: Passkey;
  /** Opens with its name field (a passkey just added). */
  naming: boolean;
  onChanged(): void;
  onRemoved(): void;
}

/** One passkey: its name and dates, renaming it, removing it after a confirmation. */
export function PasskeyItem({ passkey, naming, onChanged, onRemoved }: PasskeyItemProps) {
  const [editing, setEditing] = useState(naming);
  const [name, setName] = useState(passkey.friendly_name ?? '');
  const [nameError, setNameError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { open, triggerRef, start, cancel, close } = useConfirmStep();

  async function run(work: () => Promise<unknown>, failedTitle: string) {
    setBusy(true);
    const failure = await work().then(
      () => null,
      (reason: unknown) => ({ reason }),
    );
    setBusy(false);
    if (failure) {
      notifyError({ title: failedTitle, description: passkeyErrorMessage(failure.reason) });
    }
    return !failure;
  }

  async function saveName(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setNameError(content.name.missing);
    setNameError(undefined);
    if (!(await run(() => renamePasskey(passkey.id, name.trim()), content.toasts.nameFailedTitle)))
      return;
    setEditing(false);
    notifySuccess(content.toasts.named);
    onChanged();
  }

  async function remove() {
    if (!(await run(() => removePasskey(passkey.id), content.toasts.removeFailedTitle))) return;
    close();
    notifySuccess(content.toasts.removed);
    onRemoved();
  }

  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <p className="font-medium break-words text-ink-900">
        {passkey.friendly_name ?? content.unnamed}
      </p>
      <p className="mt-1 text-small text-ink-600">
        <time dateTime={passkey.created_at}>{content.addedOn(passkey.created_at)}</time>
        {passkey.last_used_at && (
          <>
            {' · '}
            <time dateTime={passkey.last_used_at}>{content.lastUsed(passkey.last_used_at)}</time>
          </>
        )}
      </p>
      {editing ? (
        <form
          className="mt-4 flex flex-col gap-3"
          noValidate
          onSubmit={(event) => void saveName(event)}
        >
          <TextField
            label={content.name.label}
            hint={content.name.hint}
            error={nameError}
            value={name}
            maxLength={120}
            autoFocus={naming}
            disabled={busy}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? content.name.saving : content.name.save}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              {content.name.cancel}
            </Button>
          </div>
        </form>
      ) : open ? (
        <ConfirmStep
          compact
          copy={content.confirm}
          busy={busy}
          onConfirm={() => void remove()}
          onKeep={cancel}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            {content.name.rename}
          </Button>
          <Button ref={triggerRef} variant="outline" onClick={start}>
            {content.remove}
          </Button>
        </div>
      )}
    </li>
  );
}
