import { consoleLinks } from '../../../console-links.ts';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { PlanSummary } from '../../../../../shared/plans.ts';
import {
  fetchPlanSummaryOf,
  fetchPlanTemplates,
  startClientPlan,
} from '../../../api/admin-plans-api.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { buttonClassName } from '../../../components/button-styles.ts';
import { PlanProgress } from '../../../components/plan-progress.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';

const { card: copy } = adminPlansContent;

/**
 * "Plano de legado" on a client's page: the plan's progress, what comes next and what is late, and
 * its editor; or its start.
 */
export function ClientPlanCard({ clientId }: { clientId: string }) {
  const { load, reload } = useApiLoad(useCallback(() => fetchPlanSummaryOf(clientId), [clientId]));
  return (
    <section aria-labelledby="plano-de-legado" className={raisedCardClassName}>
      <h2 id="plano-de-legado" className="font-display text-title-2 font-medium text-ink-900">
        {copy.heading}
      </h2>
      <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
      {load.status === 'ready' &&
        (load.data ? (
          <Summary clientId={clientId} summary={load.data} />
        ) : (
          <PlanStart clientId={clientId} onStarted={reload} />
        ))}
    </section>
  );
}

function Summary({ clientId, summary }: { clientId: string; summary: PlanSummary }) {
  const { plan, next, late, stalled } = summary;
  return (
    <div className="mt-5 flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-display text-title-4 text-ink-900">{plan.title}</p>
        {stalled && (
          <span className="rounded-full bg-brass-300 px-2.5 py-0.5 text-caption font-semibold text-ink-950">
            {adminPlansContent.list.stalled}
          </span>
        )}
      </div>
      <dl className="grid gap-3 text-small sm:grid-cols-2">
        <div>
          <dt className="font-medium text-ink-900">{copy.next}</dt>
          <dd className="mt-1 break-words text-ink-700">
            {next ? next.title : adminPlansContent.list.noNext}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink-900">{copy.late}</dt>
          <dd className="mt-1 text-ink-700">{adminPlansContent.list.late(late)}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-80">
          <PlanProgress percent={plan.progress} label={copy.progressLabel} />
        </div>
        <Link to={consoleLinks.adminClientPlan(clientId)} className={buttonClassName('primary')}>
          {copy.open}
        </Link>
      </div>
    </div>
  );
}

function PlanStart({ clientId, onStarted }: { clientId: string; onStarted(): void }) {
  const { load, reload } = useApiLoad(fetchPlanTemplates);
  const [templateId, setTemplateId] = useState('');
  const start = useApiAction(
    { done: copy.toasts.started, failedTitle: copy.toasts.startFailedTitle },
    `client-plan:${clientId}`,
  );
  if (load.status !== 'ready')
    return <SectionLoadStatus load={load} copy={copy} onRetry={reload} />;
  if (load.data.length === 0)
    return (
      <p className="mt-5 text-ink-700">
        {copy.noTemplates}{' '}
        <Link
          to={consoleLinks.adminPlanTemplates}
          className="font-medium text-ink-900 underline decoration-brass-400 underline-offset-4"
        >
          {copy.templatesLink}
        </Link>
      </p>
    );
  const chosen = templateId || load.data[0]!.id;

  async function submit() {
    if (await start.run(() => startClientPlan(clientId, chosen))) onStarted();
  }

  return (
    <>
      <p className="mt-3 text-ink-700">{copy.none}</p>
      <BusyForm
        busy={start.busy}
        onSubmit={() => void submit()}
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 sm:w-80">
          <SelectField
            label={copy.templateLabel}
            value={chosen}
            onChange={(event) => setTemplateId(event.target.value)}
          >
            {load.data.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" size="lg">
          {start.busy ? copy.starting : copy.start}
        </Button>
      </BusyForm>
    </>
  );
}
