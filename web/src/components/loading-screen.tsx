/** A full-screen wait, announced to screen readers. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory-100 px-6">
      <p role="status" className="flex items-center gap-3 text-ink-700">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brass-400 border-t-transparent motion-reduce:animate-none"
        />
        {label}
      </p>
    </main>
  );
}
