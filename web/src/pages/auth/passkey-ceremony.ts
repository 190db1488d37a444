import { signInStepDue } from '../../api/second-factor-api.ts';
import { loadAuthClient } from '../../auth/load-auth-client.ts';
import { providerErrorMessage } from '../../auth/provider-error-message.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { authToasts } from '../../content/auth.ts';
import { passkeySignInContent as content } from '../../content/passkey-sign-in.ts';

/** Why a passkey sign-in failed, in pt-BR: the device's ceremony, the server's refusal. */
function failureMessage(error: { name: string; message: string; status?: number; code?: string }) {
  if (error.status === undefined) return content.cancelled;
  if (error.code === 'passkey_verification_failed') return content.unknown;
  return providerErrorMessage(error);
}

/**
 * Signs in with a passkey through the client's `signInWithPasskey`: the client announces the
 * session, and the screen's signed-in redirect takes it on (or to the code a step owes). Fetched
 * on the button's first tap, with the auth client.
 */
export async function signInWithPasskey() {
  const { error } = await (await loadAuthClient()).signInWithPasskey();
  if (error) {
    return notifyError({ title: content.failedTitle, description: failureMessage(error) });
  }
  if (!(await signInStepDue())) notifySuccess(authToasts.signedIn);
}
