import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { generateRecoveryCodes } from '../../api/recovery-codes-api.ts';
import { AuthScreenFrame } from '../../components/auth-screen-frame.tsx';
import { Button } from '../../components/button.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { RecoveryCodes } from '../../components/recovery-codes.tsx';
import { enrolmentToastAction } from '../../components/totp-enrolment-step.tsx';
import { TwoFactorSetup } from '../../components/two-factor-setup.tsx';
import { authToasts } from '../../content/auth.ts';
import { twoFactorContent } from '../../content/two-factor.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LeaveSignInButton } from './leave-sign-in-button.tsx';

const { staffEnrolment: content } = twoFactorContent;

/**
 * Right after the password, for a member of the team whose account has no factor while the
 * console asks for one: the set-up of Segurança, then the recovery codes once, then the page that
 * was asked for (`onFinished`). Cancelling signs this browser out.
 */
export function EnrolmentStepScreen({ onFinished }: { onFinished(): void }) {
  useDocumentTitle(content.documentTitle);
  const [codes, setCodes] = useState<string[] | null>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  useEffect(() => continueButton.current?.focus(), [codes]);

  function finish() {
    notifySuccess(authToasts.signedIn, enrolmentToastAction);
    onFinished();
  }

  async function activated() {
    const made = await generateRecoveryCodes().then(
      (fresh) => fresh,
      () => null,
    );
    if (!made) {
      notifyError(content.codesFailed);
      return finish();
    }
    flushSync(() => setCodes(made));
  }

  return (
    <AuthScreenFrame title={content.title} lead={content.lead}>
      <div className="mt-8 flex flex-col gap-6">
        {codes ? (
          <>
            <RecoveryCodes codes={codes} heading="h2" />
            <Button ref={continueButton} size="lg" className="w-full" onClick={finish}>
              {content.continue}
            </Button>
          </>
        ) : (
          <>
            <TwoFactorSetup onActivated={() => void activated()} />
            <LeaveSignInButton />
          </>
        )}
      </div>
    </AuthScreenFrame>
  );
}
