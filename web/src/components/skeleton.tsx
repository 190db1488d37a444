import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names.ts';

/**
 * Where a list will be, while it loads: its rows drawn as pale shapes the size of real ones, so
 * nothing moves when they arrive; screen readers hear `label`, as from a spinner.
 */
export function ListSkeleton({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  /** The rows' shapes. */
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        {children}
      </div>
    </div>
  );
}

/**
 * A line of text still to come: as tall as a line of the text classes given (`text-title-4`...),
 * as wide as `width`.
 */
export function SkeletonLine({ className, width }: { className?: string; width: string }) {
  return (
    <span className={classNames('flex h-lh items-center', className)}>
      <span className={classNames('h-[0.8em] rounded-full bg-sand-200', width)} />
    </span>
  );
}

/** A button still to come, at a button's height. */
export function SkeletonButton({ width }: { width: string }) {
  return <span className={classNames('block h-11 rounded-full bg-sand-200', width)} />;
}
