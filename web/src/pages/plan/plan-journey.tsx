import type { Plan } from '../../../../shared/plans.ts';
import { PlanOverview } from './plan-overview.tsx';
import { StageSection } from './stage-section.tsx';

interface PlanJourneyProps {
  plan: Plan;
  /** The plan changed: as the server answered it, or (without it) to be read again. */
  onChanged(plan?: Plan): void;
}

/** The plan's overview and dossier, then each stage with its milestones, in order. */
export default function PlanJourney({ plan, onChanged }: PlanJourneyProps) {
  return (
    <>
      <PlanOverview plan={plan} />
      {plan.stages.map((stage, index) => (
        <StageSection key={stage.id} stage={stage} number={index + 1} onChanged={onChanged} />
      ))}
    </>
  );
}
