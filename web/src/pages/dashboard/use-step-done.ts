import { useEffect, useState } from 'react';
import { recall, remember } from '../../lib/session-memory.ts';

/**
 * Whether a next step is done, as `isDone` reads it from the data API; false until known, and if
 * it cannot be read. Back on the page in the same session, the last answer shows while it is read
 * again. `isDone` must keep its identity (a module's function).
 */
export function useStepDone(isDone: () => Promise<boolean>): boolean {
  const [done, setDone] = useState(() => recall(isDone) ?? false);
  useEffect(() => {
    let mounted = true;
    isDone().then(
      (value) => {
        remember(isDone, value);
        if (mounted) setDone(value);
      },
      // Only a mark depends on it: the dashboard stays whole without the answer.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [isDone]);
  return done;
}
