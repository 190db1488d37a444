import { useEffect, useState } from 'react';

/**
 * Whether a next step is done, as `isDone` reads it from the data API; false until known, and if
 * it cannot be read. `isDone` must keep its identity (a module's function).
 */
export function useStepDone(isDone: () => Promise<boolean>): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    isDone().then(
      (value) => mounted && setDone(value),
      // Only a mark depends on it: the dashboard stays whole without the answer.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [isDone]);
  return done;
}
