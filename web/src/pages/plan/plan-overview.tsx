import { Download } from 'lucide-react';
import type { Plan } from '../../../../shared/plans.ts';
import { downloadDossier } from '../../api/plan-files-api.ts';
import { Button } from '../../components/button.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { planContent } from '../../content/plan.ts';
import { useDownload } from '../../lib/use-download.ts';

const { dossier } = planContent;

/** The plan's title, who leads it, how far it has come, and its dossier to download. */
export function PlanOverview({ plan }: { plan: Plan }) {
  const { downloading, download } = useDownload(
    downloadDossier,
    dossier.fileName,
    dossier.failedTitle,
  );
  return (
    <div className="mt-8 flex flex-col gap-6 rounded-2xl border border-sand-300 bg-white p-5 sm:p-6 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0 md:max-w-md md:flex-1">
        <p className="font-display text-title-3 font-medium break-words text-ink-900">
          {plan.title}
        </p>
        {plan.host && <p className="mt-1 text-ink-700">{planContent.hostedBy(plan.host.name)}</p>}
        <p className="mt-4 text-small font-medium text-ink-900 tabular-nums">
          {planContent.percentDone(plan.progress)}
        </p>
        <ProgressBar label={planContent.planProgress} percent={plan.progress} className="mt-2" />
      </div>
      {/* aria-disabled rather than disabled: the button keeps the keyboard while the file comes. */}
      <Button
        variant="outline"
        aria-disabled={downloading}
        onClick={download}
        className="self-start md:self-auto"
      >
        <Download aria-hidden="true" className="size-4" />
        {downloading ? dossier.downloading : dossier.download}
      </Button>
    </div>
  );
}
