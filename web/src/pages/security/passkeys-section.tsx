import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { addPasskey, listPasskeys } from '../../api/passkeys-api.ts';
import { passkeyErrorMessage } from '../../api/passkey-error-message.ts';
import { browserOffersPasskeys } from '../../auth/passkey-support.ts';
import { Button } from '../../components/button.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { passkeysContent } from '../../content/passkeys.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { PasskeyItem } from './passkey-item.tsx';

const { section: content } = passkeysContent;

/**
 * "Chaves de acesso": the account's passkeys, each named and removable, and adding one from this
 * device. A passkey just added is offered its name at once.
 */
export function PasskeysSection() {
  const { load: passkeys, reload } = useApiLoad(listPasskeys);
  const [adding, setAdding] = useState(false);
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function add() {
    setAdding(true);
    const outcome = await addPasskey().then(
      (passkey) => ({ passkey }),
      (reason: unknown) => ({ reason }),
    );
    setAdding(false);
    if ('reason' in outcome) {
      return notifyError({
        title: content.toasts.addFailedTitle,
        description: passkeyErrorMessage(outcome.reason),
      });
    }
    notifySuccess(content.toasts.added);
    setJustAdded(outcome.passkey.id);
    reload();
  }

  const removed = () => {
    reload();
    // The entry whose button had the keyboard is gone: it stays in the section.
    heading.current?.focus();
  };

  return (
    <CardSection
      id="chaves-de-acesso"
      heading={content.heading}
      lead={content.lead}
      headingRef={heading}
    >
      {passkeys.status === 'loading' && <LoadingStatus label={content.loading} />}
      {passkeys.status === 'failed' && (
        <LoadFailed title={content.loadFailed} message={passkeys.message} onRetry={reload} />
      )}
      {passkeys.status === 'ready' && (
        <div className="flex flex-col gap-6">
          {passkeys.data.length === 0 ? (
            <p className="text-small text-ink-600">{content.empty}</p>
          ) : (
            <ul aria-label={content.listLabel} className="flex flex-col divide-y divide-sand-300">
              {passkeys.data.map((passkey) => (
                <PasskeyItem
                  key={passkey.id}
                  passkey={passkey}
                  naming={passkey.id === justAdded}
                  onChanged={reload}
                  onRemoved={removed}
                />
              ))}
            </ul>
          )}
          {browserOffersPasskeys() ? (
            <Button
              variant="outline"
              className="self-start"
              disabled={adding}
              onClick={() => void add()}
            >
              <KeyRound aria-hidden="true" className="size-4" />
              {adding ? content.adding : content.add}
            </Button>
          ) : (
            <p className="text-small text-ink-600">{content.unsupported}</p>
          )}
        </div>
      )}
    </CardSection>
  );
}
