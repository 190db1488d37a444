import { consoleLinks } from '../../../console-links.ts';
import { Layers } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { planLimits } from '../../../../../shared/plans.ts';
import { fetchPlans, fetchPlanSettings, type PlanListQuery } from '../../../api/admin-plans-api.ts';
import { buttonClassName } from '../../../components/button-styles.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { PlanList } from './plan-list.tsx';
import { PlanSearch } from './plan-search.tsx';
import { StalledDaysForm } from './stalled-days-form.tsx';
import { usePlanListQuery } from './use-plan-list-query.ts';

const { list: copy, settings } = adminPlansContent;

/** `/admin/planos`: every client's plan, what is late or stalled, and when a plan counts as stalled. */
export function AdminPlansPage() {
  const { current, change } = usePlanListQuery();
  /** A new setting changes which plans are stalled: the list is read again. */
  const [settingsSaved, setSettingsSaved] = useState(0);
  return (
    <ConsolePage title={adminPlansContent.title}>
      <div className="flex flex-col gap-6 lg:gap-8">
        <section aria-labelledby="planos-dos-clientes" className={raisedCardClassName}>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2
              id="planos-dos-clientes"
              className="font-display text-title-2 font-medium text-ink-900"
            >
              {copy.heading}
            </h2>
            <Link to={consoleLinks.adminPlanTemplates} className={buttonClassName('outline')}>
              <Layers aria-hidden="true" className="size-4" />
              {copy.templatesLink}
            </Link>
          </div>
          <div className="mt-8">
            <PlanSearch current={current} onSearch={change} />
          </div>
          {/* Each search, page or setting starts its own wait, not the last list's rows. */}
          <PlanResults
            key={`${current.query}|${current.stalled}|${current.page}|${settingsSaved}`}
            query={current}
            onPage={(page) => change({ ...current, page })}
          />
        </section>
        <SettingsSection onSaved={() => setSettingsSaved((count) => count + 1)} />
      </div>
    </ConsolePage>
  );
}

function PlanResults({ query, onPage }: { query: PlanListQuery; onPage(page: number): void }) {
  const { query: text, stalled, page } = query;
  const fetchPage = useCallback(
    () => fetchPlans({ query: text, stalled, page }),
    [text, stalled, page],
  );
  const { load, reload } = useApiLoad(fetchPage);
  if (load.status !== 'ready')
    return <SectionLoadStatus load={load} copy={copy} onRetry={reload} />;
  const { plans, total } = load.data;
  return (
    <>
      <p aria-live="polite" className="mt-6 text-small text-ink-700">
        {copy.total(total)}
      </p>
      {plans.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-sand-300 px-6 py-10 text-center text-ink-700">
          {copy.empty}
        </p>
      ) : (
        <PlanList plans={plans} />
      )}
      <Pagination page={page} perPage={planLimits.listPage} total={total} onPage={onPage} />
    </>
  );
}

function SettingsSection({ onSaved }: { onSaved(): void }) {
  const { load, reload, replace } = useApiLoad(fetchPlanSettings);
  return (
    <section aria-labelledby="planos-parados" className={raisedCardClassName}>
      <h2 id="planos-parados" className="font-display text-title-3 font-medium text-ink-900">
        {settings.heading}
      </h2>
      <SectionLoadStatus load={load} copy={settings} onRetry={reload} />
      {load.status === 'ready' && (
        <div className="mt-6">
          <StalledDaysForm
            saved={load.data}
            onSaved={(saved) => {
              replace(saved);
              onSaved();
            }}
          />
        </div>
      )}
    </section>
  );
}
