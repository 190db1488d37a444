import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { endOtherSessions } from '../../api/account-api.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmStep } from '../../components/confirm-step.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { securityContent } from '../../content/security.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';

const { sessions: content } = securityContent;
const toastAction = 'other-sessions';

/** "Encerrar as outras sessões", after a confirmation; `onEnded` once the server has done it. */
export function EndOtherSessions({ onEnded }: { onEnded(): void }) {
  const { open, triggerRef, start, cancel, close } = useConfirmStep();
  const reportFailure = useReportApiFailure();
  const [ending, setEnding] = useState(false);

  async function confirm() {
    setEnding(true);
    const outcome = await endOtherSessions().then(
      () => ({}),
      (error: unknown) => ({ error }),
    );
    setEnding(false);
    if ('error' in outcome)
      return reportFailure(outcome.error, content.toasts.failedTitle, toastAction);
    close();
    notifySuccess(content.toasts.ended, toastAction);
    onEnded();
  }

  if (open) {
    return (
      <ConfirmStep
        copy={content.confirm}
        busy={ending}
        onConfirm={() => void confirm()}
        onKeep={cancel}
      />
    );
  }
  return (
    <Button ref={triggerRef} variant="outline" onClick={start}>
      <LogOut aria-hidden="true" className="size-4" />
      {content.endOthers}
    </Button>
  );
}
