import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { fetchRecoveryCodeSummary, generateRecoveryCodes } from '../../api/recovery-codes-api.ts';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmStep } from '../../components/confirm-step.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { notifyError } from '../../components/notify.ts';
import { RecoveryCodes } from '../../components/recovery-codes.tsx';
import { recoveryCodesContent } from '../../content/recovery-codes.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';

const { section: content } = recoveryCodesContent;

interface RecoveryCodesPanelProps {
  /** A set just made (at activation or here), shown until the person says it is kept. */
  fresh: string[] | null;
  onFresh(codes: string[] | null): void;
}

/** The second factor's recovery codes on Segurança: how many are left, and a new set. */
export function RecoveryCodesPanel({ fresh, onFresh }: RecoveryCodesPanelProps) {
  const { load: summary, reload } = useApiLoad(fetchRecoveryCodeSummary);
  const { open, triggerRef, start, cancel, close } = useConfirmStep();
  const [generating, setGenerating] = useState(false);
  const hasCodes = summary.status !== 'ready' || summary.data.created_at !== null;

  async function generate() {
    setGenerating(true);
    const outcome = await generateRecoveryCodes().then(
      (codes) => ({ codes }),
      (reason: unknown) => ({ reason }),
    );
    setGenerating(false);
    if ('reason' in outcome) {
      return notifyError({
        title: content.failedTitle,
        description: apiErrorMessage(outcome.reason),
      });
    }
    close();
    onFresh(outcome.codes);
  }

  if (fresh) {
    return (
      <div className="flex flex-col gap-5 border-t border-sand-200 pt-6">
        <RecoveryCodes codes={fresh} />
        <Button
          className="self-start"
          onClick={() => {
            onFresh(null);
            reload();
          }}
        >
          {content.done}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 border-t border-sand-200 pt-6">
      <h3 className="font-medium text-ink-900">{content.heading}</h3>
      {summary.status === 'loading' && <LoadingStatus label={content.loading} />}
      {summary.status === 'failed' && (
        <LoadFailed title={content.loadFailed} message={summary.message} onRetry={reload} />
      )}
      {summary.status === 'ready' && (
        <p className="text-small text-ink-700">
          {summary.data.created_at
            ? content.remaining(summary.data.remaining, summary.data.created_at)
            : content.none}
        </p>
      )}
      {open ? (
        <ConfirmStep
          copy={content.confirm}
          busy={generating}
          onConfirm={() => void generate()}
          onKeep={cancel}
        />
      ) : (
        <Button
          ref={triggerRef}
          variant="outline"
          className="self-start"
          // Without a set to lose, nothing to confirm.
          onClick={hasCodes ? start : () => void generate()}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {content.generate}
        </Button>
      )}
    </div>
  );
}
