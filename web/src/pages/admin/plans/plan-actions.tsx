import { consoleLinks } from '../../../console-links.ts';
import { FileDown, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { downloadPlanDossier, endClientPlan } from '../../../api/admin-plans-api.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useConfirmStep } from '../../../lib/use-confirm-step.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

const { editor: copy } = adminPlansContent;

/** "Baixar dossiê (PDF)", and "Encerrar plano" after a confirmation. */
export function PlanActions({ clientId, clientEmail }: { clientId: string; clientEmail: string }) {
  const navigate = useNavigate();
  const { open: confirming, triggerRef, start, cancel, close } = useConfirmStep();
  const ending = useApiAction(
    { done: copy.toasts.ended, failedTitle: copy.toasts.endFailedTitle },
    `client-plan:${clientId}`,
  );
  const dossier = useSubmit();
  const reportFailure = useReportApiFailure();

  async function download() {
    const outcome = await dossier.send(() => downloadPlanDossier(clientId));
    if ('error' in outcome) return reportFailure(outcome.error, copy.toasts.dossierFailedTitle);
    saveFile(outcome.answer, copy.dossierFile(clientEmail));
  }

  async function end() {
    const ended = await ending.run(() => endClientPlan(clientId).then(() => true));
    if (ended) return navigate(consoleLinks.adminClient(clientId));
    close();
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={dossier.sending} onClick={() => void download()}>
          <FileDown aria-hidden="true" className="size-4" />
          {dossier.sending ? copy.dossierBusy : copy.dossier}
        </Button>
        <Button ref={triggerRef} variant="ghost" disabled={confirming} onClick={start}>
          <Trash2 aria-hidden="true" className="size-4" />
          {copy.end}
        </Button>
      </div>
      {confirming && (
        <ConfirmStep
          copy={copy.confirmEnd}
          busy={ending.busy}
          onConfirm={() => void end()}
          onKeep={cancel}
        />
      )}
    </div>
  );
}
