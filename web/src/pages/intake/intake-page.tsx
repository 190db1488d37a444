import { Link } from 'react-router';
import { fetchIntake } from '../../api/intake-api.ts';
import { buttonClassName } from '../../components/button-styles.ts';
import { ClientAreaPage } from '../../components/client-area-page.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { raisedCardClassName } from '../../components/raised-card.ts';
import { intakeContent } from '../../content/intake.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../paths.ts';
import { IntakeForm } from './intake-form.tsx';

/** `/dashboard/questionario`: the team's questions, answered before the first booking (docs/portal.md). */
export function IntakePage() {
  useDocumentTitle(intakeContent.documentTitle);
  return (
    <ClientAreaPage title={intakeContent.title}>
      {() => (
        <main className="mx-auto -mt-16 max-w-3xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <IntakeSection />
        </main>
      )}
    </ClientAreaPage>
  );
}

/** Rendered for a signed-in client only, so the questions are asked for with a session. */
function IntakeSection() {
  const { load, reload, replace } = useApiLoad(fetchIntake);
  if (load.status === 'loading') {
    return (
      <div className={raisedCardClassName}>
        <LoadingStatus label={intakeContent.loading} />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <LoadFailed
        className={raisedCardClassName}
        title={intakeContent.loadFailed}
        message={load.message}
        onRetry={reload}
      />
    );
  }
  const intake = load.data;
  return (
    <section aria-labelledby="questionario" className={raisedCardClassName}>
      <h2 id="questionario" className="font-display text-title-2 font-medium text-ink-900">
        {intakeContent.formHeading}
      </h2>
      {intake.questions.length === 0 ? (
        <>
          <p className="mt-3 max-w-prose text-ink-700">{intakeContent.empty}</p>
          <Link to={paths.agenda} className={buttonClassName('outline', 'md', 'mt-6')}>
            {intakeContent.toAgenda}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-3 max-w-prose text-ink-700">{intakeContent.lead}</p>
          <div className="mt-8">
            <IntakeForm intake={intake} onSaved={replace} />
          </div>
        </>
      )}
    </section>
  );
}
