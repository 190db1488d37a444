import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { secondFactorErrorMessage } from '../api/second-factor-error-message.ts';
import { notifyError } from '../components/notify.ts';
import { twoFactorContent } from '../content/two-factor.ts';
import { isCompleteCode } from './one-time-code.ts';
import { useSubmit } from './use-submit.ts';

/** What a complete code looks like, and what is said of one that is not. */
interface CodeShape {
  isComplete(code: string): boolean;
  missing: string;
}

const sixDigits: CodeShape = {
  isComplete: isCompleteCode,
  missing: twoFactorContent.errors.missing,
};

/** How a refusal is told: the toast's title, and the action it belongs to (components/notify.ts). */
interface RefusalToast {
  failedTitle: string;
  action: string;
}

/**
 * A code form: `submit()` checks the code's shape (six digits unless `shape` says otherwise) and
 * hands it to `verify`; a refusal is shown beside the field and in a toast titled `failedTitle`,
 * with the keyboard back on the field.
 */
export function useOneTimeCode(
  verify: (code: string) => Promise<void>,
  { failedTitle, action }: RefusalToast,
  shape: CodeShape = sixDigits,
) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { sending: verifying, send } = useSubmit();
  const fieldRef = useRef<HTMLInputElement>(null);

  function refuse(message: string) {
    flushSync(() => setError(message));
    fieldRef.current?.focus();
    fieldRef.current?.select();
    notifyError({ title: failedTitle, description: message }, action);
  }

  async function submit() {
    if (!shape.isComplete(code)) return refuse(shape.missing);
    const outcome = await send(() => verify(code));
    if ('error' in outcome) refuse(secondFactorErrorMessage(outcome.error));
  }

  return {
    code,
    error,
    verifying,
    submit,
    change(value: string) {
      setCode(value);
      setError(undefined);
    },
    fieldRef,
  };
}
