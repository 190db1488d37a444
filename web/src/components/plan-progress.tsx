import { adminPlansContent } from '../content/admin-plans.ts';

/** A plan's or a stage's share of milestones done: a bar, and the number in words. */
export function PlanProgress({ percent, label }: { percent: number; label?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <progress
        aria-label={label}
        max={100}
        value={percent}
        className="h-2 w-full min-w-16 overflow-hidden rounded-full bg-sand-200 [&::-moz-progress-bar]:bg-ink-900 [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-ink-900"
      />
      <span className="text-small whitespace-nowrap text-ink-700 tabular-nums">
        {adminPlansContent.progress(percent)}
      </span>
    </div>
  );
}
