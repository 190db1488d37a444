import type { Factor } from '@supabase/auth-js';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { removeFactor } from '../../api/second-factor-api.ts';
import { secondFactorErrorMessage } from '../../api/second-factor-error-message.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmStep } from '../../components/confirm-step.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { twoFactorContent } from '../../content/two-factor.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

const { section } = twoFactorContent;
const { on: content } = section;
const toastAction = 'two-factor-removal';

interface TwoFactorOnProps {
  factor: Factor;
  onRemoved(): void;
  /** Recovery codes just made, shown once. */
  freshCodes: string[] | null;
  onFreshCodes(codes: string[] | null): void;
}

/**
 * The second factor is on: since when (its enrolment, minutes before its first code, since an
 * unverified factor lapses), and removing it after a confirmation. The server removes it only
 * from a session that passed the code; one that did not is told how to.
 */
export function TwoFactorOn({ factor, onRemoved, freshCodes, onFreshCodes }: TwoFactorOnProps) {
  const { open, triggerRef, start, cancel, close } = useConfirmStep();
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    const failure = await removeFactor(factor.id).then(
      () => null,
      (reason: unknown) => ({ reason }),
    );
    setRemoving(false);
    if (failure) {
      return notifyError(
        {
          title: section.toasts.removeFailedTitle,
          description: secondFactorErrorMessage(failure.reason),
        },
        toastAction,
      );
    }
    close();
    notifySuccess(section.toasts.removed, toastAction);
    onRemoved();
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-600" />
        <div>
          <p className="font-medium text-ink-900">
            <time dateTime={factor.created_at}>{content.since(factor.created_at)}</time>
          </p>
          <p className="mt-1 text-small text-ink-600">{content.note}</p>
        </div>
      </div>
      {open ? (
        <ConfirmStep
          copy={content.confirm}
          busy={removing}
          onConfirm={() => void remove()}
          onKeep={cancel}
        />
      ) : (
        <Button ref={triggerRef} variant="outline" className="self-start" onClick={start}>
          <ShieldOff aria-hidden="true" className="size-4" />
          {content.remove}
        </Button>
      )}
      <RecoveryCodesPanel fresh={freshCodes} onFresh={onFreshCodes} />
    </div>
  );
}
