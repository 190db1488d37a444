import { useEffect, useState } from 'react';
import { recall, remember } from '../../lib/session-memory.ts';

/**
 * Whether a next step is done, as `isDone` judges what `read` answers from the data API; false
 * until known, and if it cannot be read. The answer is remembered for the session under `read`,
 * the function the step's own page reads it with: back here, the mark shows at once, and that page
 * opens with its list already drawn (lib/session-memory.ts). Both must keep their identity
 * (module functions).
 */
export function useStepDone<T>(read: () => Promise<T>, isDone: (answer: T) => boolean): boolean {
  const [done, setDone] = useState(() => {
    const known = recall(read);
    return known !== undefined && isDone(known);
  });
  useEffect(() => {
    let mounted = true;
    read()
      .then((answer) => {
        // Judged first: an answer it cannot judge is neither shown nor remembered.
        const judged = isDone(answer);
        remember(read, answer);
        if (mounted) setDone(judged);
      })
      // Only a mark depends on it: the dashboard stays whole without the answer.
      .catch(() => {});
    return () => {
      mounted = false;
    };
  }, [read, isDone]);
  return done;
}
