import { ClientAreaPage } from '../../components/client-area-page.tsx';
import { dashboardContent } from '../../content/dashboard.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NextSteps } from './next-steps.tsx';
import { OfferingCards } from './offering-cards.tsx';
import { WelcomeCard } from './welcome-card.tsx';

/** `/dashboard`, the client area (seed §2). */
export function DashboardPage() {
  useDocumentTitle(dashboardContent.documentTitle);
  return (
    <ClientAreaPage title={dashboardContent.title}>
      {(user) => (
        <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <WelcomeCard email={user.email ?? ''} />
          <OfferingCards />
          <NextSteps />
        </main>
      )}
    </ClientAreaPage>
  );
}
