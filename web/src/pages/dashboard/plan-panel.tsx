import { Link } from 'react-router';
import type { Milestone, Plan } from '../../../../shared/plans.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { planContent } from '../../content/plan.ts';
import { dueDayText, isLate, todayHere } from '../../lib/plan-days.ts';
import { sitePaths } from '../../../../shared/site-paths.ts';

const { glance: copy } = planContent;

/**
 * "Seu plano de legado": the plan's next step (the first milestone not done) and each stage's
 * progress, beside "Próximos Passos" (below them on a phone), with a link to the whole plan.
 */
export default function PlanPanel({ plan }: { plan: Plan }) {
  const next = plan.stages
    .flatMap((stage) => stage.milestones)
    .find((milestone) => milestone.status !== 'done');
  return (
    <section
      aria-labelledby="seu-plano"
      className="mt-6 rounded-3xl bg-ivory-50 p-7 ring-1 ring-sand-300/70 sm:p-8 lg:mt-20"
    >
      <h2 id="seu-plano" className="font-display text-title-3 font-medium text-ink-900">
        {planContent.heading}
      </h2>
      {next ? (
        <NextMilestone milestone={next} />
      ) : (
        <p className="mt-5 text-ink-700">{copy.finished}</p>
      )}
      <ul aria-label={copy.stages} className="mt-6 flex flex-col gap-4">
        {plan.stages.map((stage) => (
          <li key={stage.id}>
            <p className="flex justify-between gap-3 text-small text-ink-700">
              <span className="min-w-0 break-words">{stage.title}</span>
              <span aria-hidden="true" className="tabular-nums">{`${stage.progress}%`}</span>
            </p>
            <ProgressBar
              label={planContent.stageProgress(stage.title)}
              percent={stage.progress}
              className="mt-1.5"
            />
          </li>
        ))}
      </ul>
      <Link
        to={sitePaths.plan}
        className="mt-6 inline-block rounded-sm font-medium text-ink-900 underline decoration-brass-400 underline-offset-4 transition-colors hover:decoration-ink-900"
      >
        {copy.open}
      </Link>
    </section>
  );
}

function NextMilestone({ milestone }: { milestone: Milestone }) {
  const late = isLate(milestone, todayHere());
  return (
    <div className="mt-5">
      <p className="text-small font-medium text-brass-700">{copy.next}</p>
      <p className="mt-1 font-medium break-words text-ink-900">{milestone.title}</p>
      <p className="mt-1 text-small text-ink-700">
        {planContent.who(planContent.actor[milestone.actor])}
        {milestone.due_date && ` · ${planContent.due(dueDayText(milestone.due_date))}`}
        {late && (
          <strong className="font-medium text-danger-700">{` · ${planContent.late}`}</strong>
        )}
      </p>
    </div>
  );
}
