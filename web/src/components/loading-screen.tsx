import { LoadingStatus } from './loading-status.tsx';

/** A full-screen wait, announced to screen readers. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory-100 px-6">
      <LoadingStatus label={label} />
    </main>
  );
}
