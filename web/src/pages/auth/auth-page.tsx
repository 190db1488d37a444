import { Navigate } from 'react-router';
import { useAuth } from '../../auth/use-auth.ts';
import { homePathFor } from '../../auth/user-role.ts';
import { AuthScreenFrame } from '../../components/auth-screen-frame.tsx';
import { authScreen } from '../../content/auth.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../paths.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailCodeEntry } from './email-code/email-code-entry.tsx';
import { EmailCodeOffer } from './email-code/email-code-offer.tsx';
import { useEmailCodeEntry } from './email-code/use-email-code-entry.ts';
import { ExpiredLinkNotice } from './expired-link-notice.tsx';
import { LegalLinks } from './legal-links.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { useAuthScreen } from './use-auth-screen.ts';

/** `/auth`: sign in, ask for a reset link, or set the new password it leads to (seed §2). */
export function AuthPage() {
  const { user } = useAuth();
  const { state, dispatch } = useAuthScreen();
  const emailCode = useEmailCodeEntry();
  const { mode } = state;
  useDocumentTitle(authScreen.documentTitles[mode]);

  // A signed-in user has nothing to do here, unless a recovery link still waits for its password.
  if (user && mode !== 'new-password') return <Navigate to={homePathFor(user)} replace />;

  return (
    <AuthScreenFrame title={authScreen.titles[mode]} lead={authScreen.leads[mode]}>
      <div className="mt-8 flex flex-col gap-6">
        <noscript>
          <p className="rounded-2xl border border-sand-300 bg-sand-200 p-4 text-small text-ink-900">
            {authScreen.noScript}
          </p>
        </noscript>
        {state.expiredLink && <ExpiredLinkNotice link={state.expiredLink} />}
        {emailCode.open ? (
          <EmailCodeEntry entry={emailCode} email={state.email} />
        ) : (
          <AuthForm state={state} dispatch={dispatch} />
        )}
        {mode === 'signin' && !emailCode.open && (
          <>
            <PasskeySignIn />
            <EmailCodeOffer onOpen={emailCode.start} />
          </>
        )}
      </div>
      <a
        href={paths.home}
        className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-sm text-small font-medium text-ink-700 hover:text-ink-900"
      >
        <span aria-hidden="true">{authScreen.backToSite.arrow}</span>
        {authScreen.backToSite.label}
      </a>
      <LegalLinks />
    </AuthScreenFrame>
  );
}
