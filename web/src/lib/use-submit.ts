import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/** How a request ended: the server's answer, or why there is none. */
type Outcome<T> = { answer: T } | { error: unknown };

/**
 * A form's request on its way: `send(request)` marks the form busy (`sending`, which disables its
 * fields) until the request ends, and resolves with its outcome; it never rejects.
 *
 * The form is drawn enabled again before the outcome is handed back: a field that is refused can
 * only take the keyboard once it is no longer disabled, and React would otherwise enable it after
 * the caller has tried to focus it.
 */
export function useSubmit() {
  const [sending, setSending] = useState(false);
  const send = useCallback(async <T>(request: () => Promise<T>): Promise<Outcome<T>> => {
    setSending(true);
    const outcome = await request().then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    flushSync(() => setSending(false));
    return outcome;
  }, []);
  return { sending, send };
}
