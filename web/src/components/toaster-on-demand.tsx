import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Mounts the toast region (and fetches sonner with it) from now on: called before the first toast,
 * or when a form starts being filled, so pages that never toast do not load it.
 */
export function wantToaster() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast region, once anything asked for it; sonner shows the toasts made before it mounted. */
export function ToasterOnDemand() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
