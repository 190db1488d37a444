import { useState } from 'react';
import { useAuth } from '../../auth/use-auth.ts';
import { browserOffersPasskeys } from '../../auth/passkey-support.ts';
import { Button } from '../../components/button.tsx';
import { signInWaysContent as content } from '../../content/sign-in-ways.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * "Entrar com chave de acesso". Prerendered with the screen, so nothing moves when the app takes
 * over, and disabled until then so no tap is lost; then gone where the browser offers no passkeys.
 * The ceremony's code and the auth client come on the first tap (decision 046).
 */
export function PasskeySignIn() {
  const { prepare } = useAuth();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  if (hydrated && !browserOffersPasskeys()) return null;

  async function start() {
    setBusy(true);
    // The screen listens to the client from now on, so the session that comes back takes it on.
    prepare();
    try {
      await (await import('./passkey-ceremony.ts')).signInWithPasskey();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="lg" disabled={busy || !hydrated} onClick={() => void start()}>
      {busy ? content.passkeyBusy : content.passkey}
    </Button>
  );
}
