import { fetchMessageNotices, saveMessageNotices } from '../../api/account-api.ts';
import { CardSection } from '../../components/card-section.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { SectionLoadStatus } from '../../components/section-load-status.tsx';
import { securityContent } from '../../content/security.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { useReportApiFailure } from '../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../lib/use-submit.ts';

const { messageNotices: copy } = securityContent;

/** "Avisar por e-mail sobre novas mensagens": on unless the client turns it off. */
export function MessageNoticesSection() {
  const { load, reload, replace } = useApiLoad(fetchMessageNotices);
  const { sending, send } = useSubmit();
  const reportFailure = useReportApiFailure();

  async function change(enabled: boolean) {
    const outcome = await send(() => saveMessageNotices(enabled));
    if ('error' in outcome)
      return reportFailure(outcome.error, copy.failedTitle, 'message-notices');
    replace(outcome.answer);
    notifySuccess(outcome.answer.enabled ? copy.saved.on : copy.saved.off, 'message-notices');
  }

  return (
    <CardSection id="avisos-de-mensagens" heading={copy.heading} lead={copy.lead}>
      <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
      {load.status === 'ready' && (
        <label className="flex min-h-11 items-center gap-3 font-medium text-ink-900">
          <input
            type="checkbox"
            checked={load.data.enabled}
            aria-busy={sending}
            disabled={sending}
            onChange={(event) => void change(event.target.checked)}
            className="size-5 shrink-0 accent-ink-900"
          />
          {copy.label}
        </label>
      )}
    </CardSection>
  );
}
