import { lazy, Suspense } from 'react';
import { fetchPlan } from '../../api/plan-api.ts';
import { ClientAreaPage } from '../../components/client-area-page.tsx';
import { raisedCardClassName } from '../../components/raised-card.ts';
import { SectionLoadStatus } from '../../components/section-load-status.tsx';
import { planContent } from '../../content/plan.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PlanSkeleton } from './plan-skeleton.tsx';

/**
 * The timeline and its forms come after the page's frame and the plan's first read, in a chunk of
 * their own: the route table every page loads names only this one (decision 060).
 */
const PlanJourney = lazy(() => import('./plan-journey.tsx'));

/** `/dashboard/plano`: the client's legacy plan, stage by stage, as a timeline (issue #29). */
export function PlanPage() {
  useDocumentTitle(planContent.documentTitle);
  return (
    <ClientAreaPage title={planContent.title}>
      {() => (
        <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <PlanSection />
        </main>
      )}
    </ClientAreaPage>
  );
}

/** Rendered for a signed-in client only, so the plan is asked for with a session. */
function PlanSection() {
  const { load, reload, replace } = useApiLoad(fetchPlan, { fromMemory: true });
  const plan = load.status === 'ready' ? load.data : undefined;
  return (
    <section aria-labelledby="plano-de-legado" className={raisedCardClassName}>
      <h2 id="plano-de-legado" className="font-display text-title-2 font-medium text-ink-900">
        {planContent.heading}
      </h2>
      <p className="mt-3 max-w-prose text-ink-700">{planContent.lead}</p>
      <SectionLoadStatus
        load={load}
        copy={planContent}
        onRetry={reload}
        skeleton={<PlanSkeleton />}
      />
      {plan === null && (
        <div className="mt-8 rounded-2xl border border-sand-300 bg-white p-6">
          <p className="font-medium text-ink-900">{planContent.none.title}</p>
          <p className="mt-2 max-w-prose text-ink-700">{planContent.none.text}</p>
        </div>
      )}
      {plan && (
        <Suspense fallback={<PlanSkeleton />}>
          <PlanJourney plan={plan} onChanged={(next) => (next ? replace(next) : reload())} />
        </Suspense>
      )}
    </section>
  );
}
