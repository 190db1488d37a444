import { type Dispatch, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/use-auth.ts';
import type { AuthField, AuthScreenAction, AuthScreenState } from './auth-screen-state.ts';
import { submitCode } from './sign-in-code.ts';

/**
 * Sends the form as its mode says (submit-auth-form.ts), showing it busy meanwhile. `focusField`
 * moves the keyboard to a field that was refused.
 */
export function useAuthSubmit(
  state: AuthScreenState,
  dispatch: Dispatch<AuthScreenAction>,
  focusField: (field: AuthField) => void,
) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);

  async function whileProcessing<T>(work: () => Promise<T>) {
    setProcessing(true);
    try {
      return await work();
    } finally {
      // The fields are enabled again before one of them may take the focus.
      flushSync(() => setProcessing(false));
    }
  }

  async function submit() {
    const { submitAuthForm } = await submitCode();
    await submitAuthForm(state, {
      auth,
      dispatch,
      dispatchNow: (action) => flushSync(() => dispatch(action)),
      navigate,
      focusField,
      whileProcessing,
    });
  }

  return { processing, submit };
}
