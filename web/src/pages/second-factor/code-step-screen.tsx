import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { abandonSignIn, verifySignInCode } from '../../api/second-factor-api.ts';
import { AuthScreenFrame } from '../../components/auth-screen-frame.tsx';
import { BusyForm } from '../../components/busy-form.tsx';
import { Button } from '../../components/button.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { OneTimeCodeField } from '../../components/one-time-code-field.tsx';
import { twoFactorContent } from '../../content/two-factor.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useOneTimeCode } from '../../lib/use-one-time-code.ts';
import { paths } from '../../paths.ts';

const { gate, code: codeContent } = twoFactorContent;

async function verify(code: string) {
  await verifySignInCode(code);
  notifySuccess(gate.toasts.verified);
}

/**
 * The code after the password, in place of the page that was asked for; that page shows once the
 * session is at aal2. Cancelling signs this browser out.
 */
export function CodeStepScreen() {
  useDocumentTitle(gate.documentTitle);
  const navigate = useNavigate();
  const { code, error, verifying, submit, change, fieldRef } = useOneTimeCode(
    verify,
    codeContent.failedTitle,
  );
  const [leaving, setLeaving] = useState(false);
  useEffect(() => fieldRef.current?.focus(), [fieldRef]);

  async function leave() {
    setLeaving(true);
    const failed = await abandonSignIn().then(
      () => false,
      () => true,
    );
    if (!failed) return navigate(paths.auth(), { replace: true });
    setLeaving(false);
    notifyError(gate.toasts.signOutFailed);
  }

  return (
    <AuthScreenFrame title={gate.title} lead={gate.lead}>
      <BusyForm
        busy={verifying || leaving}
        onSubmit={() => void submit()}
        className="mt-8 flex flex-col gap-5"
      >
        <OneTimeCodeField ref={fieldRef} value={code} onChange={change} error={error} />
        <Button type="submit" size="lg" className="mt-2 w-full">
          {verifying ? gate.busy : gate.submit}
        </Button>
        <Button variant="ghost" className="w-full" onClick={() => void leave()}>
          {gate.cancel}
        </Button>
      </BusyForm>
    </AuthScreenFrame>
  );
}
