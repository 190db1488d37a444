import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { generateRecoveryCodes } from '../../api/recovery-codes-api.ts';
import { enrolTotp, type TotpEnrolment } from '../../api/second-factor-api.ts';
import { AuthScreenFrame } from '../../components/auth-screen-frame.tsx';
import { buttonClassName } from '../../components/button-styles.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { RecoveryCodes } from '../../components/recovery-codes.tsx';
import { TotpEnrolmentStep } from '../../components/totp-enrolment-step.tsx';
import { firstRunContent } from '../../content/first-run.ts';
import { paths } from '../../paths.ts';

const { factor, codes: codesContent } = firstRunContent;

type Progress<T> =
  { status: 'waiting' } | { status: 'failed'; message: string } | { status: 'ready'; value: T };

/**
 * Runs `request` once for the step (a retry runs it again): each run changes the account, so it
 * is started by the step, not by every render of an effect.
 */
function useOnce<T>(request: () => Promise<T>) {
  const [progress, setProgress] = useState<Progress<T>>({ status: 'waiting' });
  const started = useRef(false);
  const run = () => {
    setProgress({ status: 'waiting' });
    request().then(
      (value) => setProgress({ status: 'ready', value }),
      (error: unknown) => setProgress({ status: 'failed', message: apiErrorMessage(error) }),
    );
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step, on purpose
  }, []);
  return { progress, retry: run };
}

/** After the account: the second factor, whose first code moves the session to aal2; then the codes. */
export function FirstRunSecurity() {
  const [activated, setActivated] = useState(false);
  return activated ? <CodesStep /> : <FactorStep onActivated={() => setActivated(true)} />;
}

function FactorStep({ onActivated }: { onActivated(): void }) {
  const { progress, retry } = useOnce<TotpEnrolment>(enrolTotp);
  return (
    <AuthScreenFrame title={factor.title} lead={factor.lead}>
      <div className="mt-8">
        {progress.status === 'waiting' && <LoadingStatus label={factor.preparing} />}
        {progress.status === 'failed' && (
          <LoadFailed title={factor.failedTitle} message={progress.message} onRetry={retry} />
        )}
        {progress.status === 'ready' && (
          <TotpEnrolmentStep enrolment={progress.value} onActivated={onActivated} />
        )}
      </div>
    </AuthScreenFrame>
  );
}

function CodesStep() {
  const { progress, retry } = useOnce(generateRecoveryCodes);
  const shown = useRef<HTMLDivElement>(null);
  const ready = progress.status === 'ready';
  // The enrolment that had the keyboard is gone: it goes to the codes.
  useEffect(() => {
    if (ready) shown.current?.focus();
  }, [ready]);
  return (
    <AuthScreenFrame title={codesContent.title} lead={codesContent.lead}>
      <div className="mt-8 flex flex-col gap-8">
        {progress.status === 'waiting' && <LoadingStatus label={codesContent.loading} />}
        {progress.status === 'failed' && (
          <LoadFailed title={codesContent.failedTitle} message={progress.message} onRetry={retry} />
        )}
        {progress.status === 'ready' && (
          <div
            ref={shown}
            tabIndex={-1}
            role="group"
            aria-label={codesContent.title}
            className="flex flex-col gap-8 rounded-sm"
          >
            <RecoveryCodes codes={progress.value} heading="h2" />
            <Link to={paths.admin} className={buttonClassName('primary', 'lg', 'w-full')}>
              {codesContent.toConsole}
            </Link>
          </div>
        )}
      </div>
    </AuthScreenFrame>
  );
}
