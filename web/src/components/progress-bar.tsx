import { classNames } from '../lib/class-names.ts';

interface ProgressBarProps {
  /** What the bar measures, for screen readers: "Progresso da etapa Diagnóstico". */
  label: string;
  /** 0–100. */
  percent: number;
  className?: string;
}

/** How far something has come: a brass bar on sand, read as a percentage by screen readers. */
export function ProgressBar({ label, percent, className }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={classNames('h-2 overflow-hidden rounded-full bg-sand-200', className)}
    >
      <div className="h-full rounded-full bg-brass-600" style={{ width: `${percent}%` }} />
    </div>
  );
}
