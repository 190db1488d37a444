import { consoleLinks } from '../../../console-links.ts';
import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { fetchClient } from '../../../api/admin-clients-api.ts';
import { fetchClientPlan } from '../../../api/admin-plans-api.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { PlanActions } from './plan-actions.tsx';
import { PlanForm } from './plan-form.tsx';
import { PlanProgress } from '../../../components/plan-progress.tsx';

const { editor: copy } = adminPlansContent;

/** `/admin/clientes/:id/plano`: the team changes one client's plan, for that client alone. */
export function AdminClientPlanPage() {
  const { id = '' } = useParams();
  const client = useApiLoad(useCallback(() => fetchClient(id), [id]));
  const plan = useApiLoad(useCallback(() => fetchClientPlan(id), [id]));
  const detail = client.load.status === 'ready' ? client.load.data : undefined;
  const name = detail ? (detail.profile.full_name ?? detail.account.email) : undefined;

  return (
    <ConsolePage title={name ? copy.pageTitle(name) : copy.title}>
      <div className="flex flex-col gap-6 lg:gap-8">
        <section aria-labelledby="o-plano" className={raisedCardClassName}>
          <h2 id="o-plano" className="font-display text-title-2 font-medium text-ink-900">
            {copy.heading}
          </h2>
          <SectionLoadStatus
            load={plan.load.status === 'ready' ? client.load : plan.load}
            copy={copy}
            onRetry={() => {
              client.reload();
              plan.reload();
            }}
          />
          {plan.load.status === 'ready' && plan.load.data === null && (
            <p className="mt-5 text-ink-700">{copy.none}</p>
          )}
          {detail && plan.load.status === 'ready' && plan.load.data && (
            <div className="mt-5 flex flex-col gap-8">
              <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
                <div className="flex flex-col gap-2 md:w-80">
                  <PlanProgress
                    percent={plan.load.data.progress}
                    label={adminPlansContent.card.progressLabel}
                  />
                  <p className="text-small text-ink-600">
                    {copy.started(plan.load.data.started_at)}
                  </p>
                </div>
                <PlanActions clientId={id} clientEmail={detail.account.email} />
              </div>
              <PlanForm
                // A saved plan is drawn anew from the server's answer.
                key={plan.load.data.updated_at}
                clientId={id}
                saved={plan.load.data}
                bookings={detail.bookings}
                onSaved={plan.replace}
              />
            </div>
          )}
        </section>
        <Link
          to={consoleLinks.adminClient(id)}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-sm font-medium text-ink-700 hover:text-ink-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
      </div>
    </ConsolePage>
  );
}
