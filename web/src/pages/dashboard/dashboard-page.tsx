import { lazy, Suspense } from 'react';
import { ClientAreaPage } from '../../components/client-area-page.tsx';
import { dashboardContent } from '../../content/dashboard.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NextSteps } from './next-steps.tsx';
import { OfferingCards } from './offering-cards.tsx';
import { usePlanAtGlance } from './use-plan-at-glance.ts';
import { WelcomeCard } from './welcome-card.tsx';

/** Fetched only for a client who has a plan: the others' dashboard is the seed's (decision 060). */
const PlanPanel = lazy(() => import('./plan-panel.tsx'));

/** `/dashboard`, the client area (seed §2). */
export function DashboardPage() {
  useDocumentTitle(dashboardContent.documentTitle);
  return (
    <ClientAreaPage title={dashboardContent.title}>
      {(user) => (
        <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <WelcomeCard email={user.email ?? ''} />
          <OfferingCards />
          <NextStepsAndPlan />
        </main>
      )}
    </ClientAreaPage>
  );
}

/** "Próximos Passos", with the client's plan beside them on a wide screen, below on a phone. */
function NextStepsAndPlan() {
  const plan = usePlanAtGlance();
  if (!plan) return <NextSteps />;
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
      <NextSteps />
      <Suspense fallback={null}>
        <PlanPanel plan={plan} />
      </Suspense>
    </div>
  );
}
