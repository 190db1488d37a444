import { fetchProfile } from '../../api/profile-api.ts';
import { ClientAreaPage } from '../../components/client-area-page.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { raisedCardClassName } from '../../components/raised-card.ts';
import { profileContent } from '../../content/profile.ts';
import { classNames } from '../../lib/class-names.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ProfileCompletion } from './profile-completion.tsx';
import { ProfileForm } from './profile-form.tsx';

/** `/dashboard/perfil`: the client's profile (docs/portal.md). */
export function ProfilePage() {
  useDocumentTitle(profileContent.documentTitle);
  return (
    <ClientAreaPage title={profileContent.title}>
      {() => (
        <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <ProfileSections />
        </main>
      )}
    </ClientAreaPage>
  );
}

/** Rendered for a signed-in client only, so the profile is asked for with a session. */
function ProfileSections() {
  const { load, reload, replace } = useApiLoad(fetchProfile);
  if (load.status === 'loading') {
    return (
      <div className={raisedCardClassName}>
        <LoadingStatus label={profileContent.loading} />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <LoadFailed
        className={raisedCardClassName}
        title={profileContent.loadFailed}
        message={load.message}
        onRetry={reload}
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
      {/* First for a screen reader and on a phone; beside the form on a wide screen. */}
      <ProfileCompletion
        profile={load.data}
        className="lg:sticky lg:top-8 lg:col-start-2 lg:row-start-1"
      />
      <section
        aria-labelledby="seus-dados"
        className={classNames(raisedCardClassName, 'lg:col-start-1 lg:row-start-1')}
      >
        <h2 id="seus-dados" className="font-display text-title-2 font-medium text-ink-900">
          {profileContent.formHeading}
        </h2>
        <p className="mt-3 max-w-prose text-ink-700">{profileContent.lead}</p>
        <div className="mt-8">
          <ProfileForm profile={load.data} onSaved={replace} />
        </div>
      </section>
    </div>
  );
}
