import type { Plan, PlanStage } from '../../../../shared/plans.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { planContent } from '../../content/plan.ts';
import { todayHere } from '../../lib/plan-days.ts';
import { MilestoneItem } from './milestone-item.tsx';

interface StageSectionProps {
  stage: PlanStage;
  /** Its place in the plan, from 1. */
  number: number;
  /** The plan changed: as the server answered it, or (without it) to be read again. */
  onChanged(plan?: Plan): void;
}

/** A stage of the plan: its title and progress, then its milestones down a line, in order. */
export function StageSection({ stage, number, onChanged }: StageSectionProps) {
  const headingId = `etapa-${stage.id}`;
  const done = stage.milestones.filter((milestone) => milestone.status === 'done').length;
  const today = todayHere();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="flex items-baseline gap-3">
        <span aria-hidden="true" className="font-display text-title-3 text-brass-600 tabular-nums">
          {number}
        </span>
        <h3
          id={headingId}
          className="min-w-0 font-display text-title-3 font-medium break-words text-ink-900"
        >
          {stage.title}
        </h3>
      </div>
      <p className="mt-2 text-small text-ink-700 tabular-nums">
        {planContent.stageCount(done, stage.milestones.length)}
      </p>
      <ProgressBar
        label={planContent.stageProgress(stage.title)}
        percent={stage.progress}
        className="mt-2 max-w-md"
      />
      <ol className="mt-8 ml-3 flex flex-col gap-10 border-l-2 border-sand-200">
        {stage.milestones.map((milestone) => (
          <MilestoneItem
            key={milestone.id}
            milestone={milestone}
            today={today}
            onChanged={onChanged}
          />
        ))}
      </ol>
    </section>
  );
}
