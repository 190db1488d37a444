import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { pageLoadingLabel } from '../content/loading.ts';
import { usePageWorkPending } from '../lib/page-work.ts';

/** How long a page change may take before it shows that it is under way (issues #25, #26). */
export const progressDelayMs = 300;

/**
 * A thin bar across the top of the window, and a polite word to screen readers, when a page
 * change (its code, its first data) takes longer than `progressDelayMs`; a quick one shows
 * nothing. Fixed above the page, it moves nothing.
 */
export function NavigationProgress() {
  const navigating = useNavigation().state !== 'idle';
  const working = usePageWorkPending();
  const busy = navigating || working;
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setLate(true), progressDelayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [busy]);
  const shown = busy && late;
  return (
    <>
      {shown && (
        <div
          aria-hidden="true"
          data-navigation-progress
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brass-400 motion-reduce:animate-none"
        />
      )}
      <div aria-live="polite" className="sr-only">
        {shown ? pageLoadingLabel : ''}
      </div>
    </>
  );
}
