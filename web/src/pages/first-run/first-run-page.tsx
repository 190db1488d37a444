import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { checkSetupLink } from '../../api/first-run-api.ts';
import { AuthScreenFrame } from '../../components/auth-screen-frame.tsx';
import { buttonClassName } from '../../components/button-styles.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { firstRunContent } from '../../content/first-run.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../paths.ts';
import { FirstAccountForm } from './first-account-form.tsx';
import { FirstRunSecurity } from './first-run-security.tsx';
import { isSetupRefusal, type StopReason, stopMessage } from './setup-refusal.ts';

type Step =
  | { kind: 'checking' }
  | { kind: 'stopped'; reason: StopReason; detail?: string }
  | { kind: 'account' }
  | { kind: 'security' };

/** The link's secret, from the address's fragment (the server never sees it in a request line). */
const secretOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, ''));

/**
 * `/admin/primeiro-acesso` (decision 037): the start's one-time link opens it while the team has
 * no account. The owner creates theirs, sets up the second factor, keeps the recovery codes and
 * goes to the console at aal2; nothing on the way needs e-mail.
 */
export function FirstRunPage() {
  const { hash } = useLocation();
  // A link pasted over another in the same tab changes only the fragment: check it from the start.
  return <FirstRunSteps key={hash} token={secretOf(hash)} />;
}

function FirstRunSteps({ token }: { token: string }) {
  useDocumentTitle(firstRunContent.documentTitle);
  const [step, setStep] = useState<Step>(() =>
    token ? { kind: 'checking' } : { kind: 'stopped', reason: 'link_missing' },
  );

  useEffect(() => {
    if (!token) return;
    let mounted = true;
    checkSetupLink(token).then(
      () => mounted && setStep({ kind: 'account' }),
      (error: unknown) => {
        if (!mounted) return;
        if (error instanceof ApiError && isSetupRefusal(error.code)) {
          return setStep({ kind: 'stopped', reason: error.code });
        }
        setStep({ kind: 'stopped', reason: 'check_failed', detail: apiErrorMessage(error) });
      },
    );
    return () => {
      mounted = false;
    };
  }, [token]);

  switch (step.kind) {
    case 'checking':
      return (
        <AuthScreenFrame title={firstRunContent.account.title} lead={firstRunContent.account.lead}>
          <div className="mt-8">
            <LoadingStatus label={firstRunContent.checking} />
          </div>
        </AuthScreenFrame>
      );
    case 'stopped':
      return <StoppedNotice reason={step.reason} detail={step.detail} />;
    case 'account':
      return (
        <AuthScreenFrame title={firstRunContent.account.title} lead={firstRunContent.account.lead}>
          <FirstAccountForm
            token={token}
            onCreated={() => setStep({ kind: 'security' })}
            onRefused={(reason) => setStep({ kind: 'stopped', reason })}
          />
        </AuthScreenFrame>
      );
    case 'security':
      return <FirstRunSecurity />;
  }
}

/** The link does not open the page: why, and what to do. */
function StoppedNotice({ reason, detail }: { reason: StopReason; detail?: string | undefined }) {
  return (
    <AuthScreenFrame title={firstRunContent.refused.title} lead={stopMessage(reason)}>
      {detail && <p className="mt-3 text-ink-700">{detail}</p>}
      {reason === 'setup_closed' && (
        <Link to={paths.auth()} className={buttonClassName('primary', 'lg', 'mt-8 w-full')}>
          {firstRunContent.refused.signIn}
        </Link>
      )}
    </AuthScreenFrame>
  );
}
