import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { fetchSessions } from '../../api/account-api.ts';
import { isStaff } from '../../auth/user-role.ts';
import { CardSection } from '../../components/card-section.tsx';
import { ClientAreaPage } from '../../components/client-area-page.tsx';
import { securityContent } from '../../content/security.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../paths.ts';
import { AccountDeletionSection } from './account-deletion-section.tsx';
import { ActiveSessionsSection } from './active-sessions-section.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { MessageNoticesSection } from './message-notices-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

const { password } = securityContent;

/**
 * `/dashboard/seguranca`: the password, the second factor, the sessions, and the client's data
 * rights (LGPD). The console's menu leads here too; a member of the team finds the way back.
 */
export function SecurityPage() {
  useDocumentTitle(securityContent.documentTitle);
  return (
    <ClientAreaPage title={securityContent.title}>
      {(user) => (
        <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <SecuritySections email={user.email ?? ''} client={!isStaff(user)} />
          {isStaff(user) && (
            <Link
              to={paths.admin}
              className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-sm font-medium text-ink-700 hover:text-ink-900"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {securityContent.backToConsole}
            </Link>
          )}
        </main>
      )}
    </ClientAreaPage>
  );
}

/** Rendered for a signed-in client only, so the sessions are asked for with a session. */
function SecuritySections({ email, client }: { email: string; client: boolean }) {
  const { load: sessions, reload: reloadSessions } = useApiLoad(fetchSessions);
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
      <CardSection id="trocar-senha" heading={password.heading} lead={password.lead}>
        {/* A new password ends the other sessions: the list is read again. */}
        <PasswordChangeForm email={email} onChanged={reloadSessions} />
      </CardSection>
      {/* Verifying a factor ends the other sessions: the list is read again. */}
      <TwoFactorSection onActivated={reloadSessions} />
      <PasskeysSection />
      <ActiveSessionsSection sessions={sessions} onReload={reloadSessions} />
      {/* The team reads the messages in the console; only a client hears of them by e-mail. */}
      {client && <MessageNoticesSection />}
      <DataExportSection />
      <AccountDeletionSection />
    </div>
  );
}
