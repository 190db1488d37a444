import { useState } from 'react';
import { useNavigate } from 'react-router';
import { abandonSignIn } from '../../api/second-factor-api.ts';
import { Button } from '../../components/button.tsx';
import { notifyError } from '../../components/notify.ts';
import { twoFactorContent } from '../../content/two-factor.ts';
import { paths } from '../../paths.ts';

const { gate } = twoFactorContent;

/** "Cancelar e sair" of a sign-in stopped at the second factor: this browser signs out. */
export function LeaveSignInButton({ disabled = false }: { disabled?: boolean }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

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
    <Button
      variant="ghost"
      className="w-full"
      disabled={disabled || leaving}
      onClick={() => void leave()}
    >
      {gate.cancel}
    </Button>
  );
}
