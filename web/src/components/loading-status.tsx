/** A wait, announced to screen readers: a spinner and what is being loaded. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-ink-700">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-brass-400 border-t-transparent motion-reduce:animate-none"
      />
      {label}
    </p>
  );
}
