import { useEffect, useState } from 'react';
import { verifySignInCode } from '../../api/second-factor-api.ts';
import { AuthScreenFrame } from '../../components/auth-screen-frame.tsx';
import { BusyForm } from '../../components/busy-form.tsx';
import { Button } from '../../components/button.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { OneTimeCodeField } from '../../components/one-time-code-field.tsx';
import { RecoveryCodeField } from '../../components/recovery-code-field.tsx';
import { authToasts } from '../../content/auth.ts';
import { recoveryCodesContent } from '../../content/recovery-codes.ts';
import { twoFactorContent } from '../../content/two-factor.ts';
import { isRecoveryCodeShape } from '../../lib/one-time-code.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useOneTimeCode } from '../../lib/use-one-time-code.ts';
import { LeaveSignInButton } from './leave-sign-in-button.tsx';

const { gate, code: codeContent } = twoFactorContent;
const { challenge: recoveryContent } = recoveryCodesContent;

const codeToast = { failedTitle: codeContent.failedTitle, action: 'sign-in-code' };

/** The sign-in is complete once the code is taken: the seed's toast says so then. */
async function verify(code: string) {
  await verifySignInCode(code);
  notifySuccess(authToasts.signedIn, codeToast.action);
}

const recoveryShape = { isComplete: isRecoveryCodeShape, missing: recoveryContent.missing };

/**
 * The code after the password, in place of the page that was asked for; that page shows once the
 * session is at aal2. A recovery code may stand in for the app's (the server takes either at the
 * same challenge). Cancelling signs this browser out.
 */
export function CodeStepScreen() {
  useDocumentTitle(gate.documentTitle);
  const [usingRecoveryCode, setUsingRecoveryCode] = useState(false);
  const appCode = useOneTimeCode(verify, codeToast);
  const recoveryCode = useOneTimeCode(verify, codeToast, recoveryShape);
  const { error, verifying, submit, fieldRef } = usingRecoveryCode ? recoveryCode : appCode;
  useEffect(() => fieldRef.current?.focus(), [fieldRef]);

  return (
    <AuthScreenFrame title={gate.title} lead={gate.lead}>
      <BusyForm
        busy={verifying}
        onSubmit={() => void submit()}
        className="mt-8 flex flex-col gap-5"
      >
        {usingRecoveryCode ? (
          <RecoveryCodeField
            ref={fieldRef}
            value={recoveryCode.code}
            onChange={recoveryCode.change}
            error={error}
          />
        ) : (
          <OneTimeCodeField
            ref={fieldRef}
            value={appCode.code}
            onChange={appCode.change}
            error={error}
          />
        )}
        <Button type="submit" size="lg" className="mt-2 w-full">
          {verifying ? gate.busy : gate.submit}
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => setUsingRecoveryCode((using) => !using)}
        >
          {usingRecoveryCode ? recoveryContent.useApp : recoveryContent.useRecoveryCode}
        </Button>
      </BusyForm>
      <div className="mt-3">
        <LeaveSignInButton disabled={verifying} />
      </div>
    </AuthScreenFrame>
  );
}
