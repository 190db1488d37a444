import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Milestone, MilestoneStatus, Plan } from '../../../../shared/plans.ts';
import { Button } from '../../components/button.tsx';
import { planContent } from '../../content/plan.ts';
import { classNames } from '../../lib/class-names.ts';
import { dueDayText, isLate } from '../../lib/plan-days.ts';
import { CompletionStep } from './completion-step.tsx';
import { EvidenceList } from './evidence-list.tsx';

/**
 * The mark on the timeline: an open ring, a ring with a dot, a check. The status is also written
 * beside the title, not told by the mark alone.
 */
function StatusMark({ status }: { status: MilestoneStatus }) {
  const place = 'absolute top-0.5 -left-[0.6875rem] size-5 rounded-full bg-ivory-50';
  if (status === 'done')
    return <CircleCheck className={`${place} text-brass-600`} strokeWidth={2} />;
  return (
    <span
      className={classNames(
        place,
        'flex items-center justify-center border-2',
        status === 'doing' ? 'border-ink-700' : 'border-sand-300',
      )}
    >
      {status === 'doing' && <span className="size-2 rounded-full bg-ink-700" />}
    </span>
  );
}

const statusPills: Record<MilestoneStatus, string> = {
  todo: 'ring-1 ring-sand-300 text-ink-700',
  doing: 'bg-sand-200 text-ink-900',
  done: 'bg-ink-900 text-ivory-50',
};

interface MilestoneItemProps {
  milestone: Milestone;
  /** Today's day, `YYYY-MM-DD`: a milestone due before it and not done is late. */
  today: string;
  /** The plan changed: as the server answered it, or (without it) to be read again. */
  onChanged(plan?: Plan): void;
}

/**
 * A milestone on the timeline: its status, who acts, its due date, what it asks and what proves
 * it; "Concluir" on the client's own open ones, which opens the completion step in place.
 */
export function MilestoneItem({ milestone, today, onChanged }: MilestoneItemProps) {
  const [completing, setCompleting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const completeButton = useRef<HTMLButtonElement>(null);
  const late = isLate(milestone, today);
  const clientsToComplete = milestone.actor === 'client' && milestone.status !== 'done';

  function close(focus: HTMLElement | null) {
    flushSync(() => setCompleting(false));
    focus?.focus();
  }

  return (
    <li className="relative pl-7 sm:pl-9">
      <span aria-hidden="true">
        <StatusMark status={milestone.status} />
      </span>
      <h4
        ref={heading}
        tabIndex={-1}
        className="font-display text-title-4 font-medium break-words text-ink-900"
      >
        {milestone.title}
      </h4>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-small text-ink-700">
        <span
          className={classNames(
            'rounded-full px-2.5 py-0.5 font-medium',
            statusPills[milestone.status],
          )}
        >
          {planContent.status[milestone.status]}
        </span>
        <span>{planContent.who(planContent.actor[milestone.actor])}</span>
        {milestone.due_date && (
          <span>
            {planContent.due(dueDayText(milestone.due_date))}
            {late && (
              <strong className="font-medium text-danger-700">{` · ${planContent.late}`}</strong>
            )}
          </span>
        )}
      </p>
      {milestone.description && (
        <p className="mt-3 max-w-prose whitespace-pre-line text-ink-700">{milestone.description}</p>
      )}
      {milestone.evidence.length > 0 && (
        <EvidenceList title={milestone.title} evidence={milestone.evidence} />
      )}
      {clientsToComplete &&
        (completing ? (
          <CompletionStep
            milestone={milestone}
            onCancel={() => close(completeButton.current)}
            onCompleted={(plan) => {
              close(heading.current);
              onChanged(plan);
            }}
            onGone={() => onChanged()}
          />
        ) : (
          <Button ref={completeButton} className="mt-5" onClick={() => setCompleting(true)}>
            {planContent.complete.action}
            <span className="sr-only">{planContent.complete.which(milestone.title)}</span>
          </Button>
        ))}
    </li>
  );
}
