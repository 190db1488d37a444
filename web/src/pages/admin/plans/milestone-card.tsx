import type { ReactNode } from 'react';
import {
  milestoneStatuses,
  planActors,
  planLabels,
  planLimits,
  type MilestoneStatus,
  type PlanActor,
} from '../../../../../shared/plans.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { classNames } from '../../../lib/class-names.ts';
import { OrderButtons } from './order-buttons.tsx';
import { type MilestoneDraft, milestoneField } from './plan-draft.ts';
import type { StageEditing } from './stage-editing.ts';

const copy = adminPlansContent.stages;

/** A template's milestone is due some weeks after the start; a client's on a day, with a status. */
export type StageEditorMode = 'template' | 'plan';

interface MilestoneCardProps {
  milestone: MilestoneDraft;
  stage: number;
  position: number;
  count: number;
  editing: StageEditing;
  mode: StageEditorMode;
  /** The milestone's evidence, in a client's plan. */
  evidence?: ReactNode;
}

/** One milestone: its words, who acts, when it is due, whether it needs evidence, and its place. */
export function MilestoneCard(props: MilestoneCardProps) {
  const { milestone, stage, position, count, editing, mode } = props;
  const field = (name: Parameters<typeof milestoneField>[2]) =>
    milestoneField(stage, position, name);
  const control = (name: Parameters<typeof milestoneField>[2]) => ({
    ref: editing.controlRef(field(name)),
    error: editing.errors[field(name)],
  });
  const update = (name: Parameters<typeof milestoneField>[2], change: Partial<MilestoneDraft>) =>
    editing.updateMilestone(stage, position, name, change);
  const headingId = `marco-${milestone.key}`;
  const name = milestone.title || copy.milestone(position + 1);

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-sand-300 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={headingId} className="font-display text-title-4 font-medium text-ink-900">
          {copy.milestone(position + 1)}
        </h4>
        <OrderButtons
          name={name}
          index={position}
          count={count}
          onMove={(to) => editing.moveMilestone(stage, position, to)}
          onRemove={() => editing.removeMilestone(stage, position)}
        />
      </div>
      <TextField
        {...control('title')}
        label={copy.labels.title}
        maxLength={planLimits.title}
        value={milestone.title}
        onChange={(event) => update('title', { title: event.target.value })}
      />
      <TextAreaField
        {...control('description')}
        label={copy.labels.description}
        rows={3}
        maxLength={planLimits.description}
        value={milestone.description}
        onChange={(event) => update('description', { description: event.target.value })}
      />
      <div
        className={classNames(
          'grid gap-5 sm:grid-cols-2 sm:items-start',
          mode === 'plan' ? 'xl:grid-cols-4' : 'xl:grid-cols-3',
        )}
      >
        <SelectField
          {...control('actor')}
          label={copy.labels.actor}
          value={milestone.actor}
          onChange={(event) => update('actor', { actor: event.target.value as PlanActor })}
        >
          {planActors.map((actor) => (
            <option key={actor} value={actor}>
              {planLabels.actor[actor]}
            </option>
          ))}
        </SelectField>
        {mode === 'template' ? (
          <TextField
            {...control('offset_weeks')}
            label={copy.labels.offsetWeeks}
            hint={copy.labels.offsetHint}
            inputMode="numeric"
            value={milestone.offset_weeks}
            onChange={(event) => update('offset_weeks', { offset_weeks: event.target.value })}
          />
        ) : (
          <>
            <TextField
              {...control('due_date')}
              label={copy.labels.dueDate}
              type="date"
              value={milestone.due_date}
              onChange={(event) => update('due_date', { due_date: event.target.value })}
            />
            <SelectField
              {...control('status')}
              label={copy.labels.status}
              value={milestone.status}
              onChange={(event) =>
                update('status', { status: event.target.value as MilestoneStatus })
              }
            >
              {milestoneStatuses.map((status) => (
                <option key={status} value={status}>
                  {planLabels.status[status]}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <label className="flex min-h-12 cursor-pointer items-center gap-3 self-end rounded-xl border border-sand-300 bg-white px-4 text-ink-900 has-checked:border-brass-600 has-checked:bg-ivory-100">
          <input
            ref={editing.controlRef(field('needs_evidence'))}
            type="checkbox"
            checked={milestone.needs_evidence}
            onChange={(event) => update('needs_evidence', { needs_evidence: event.target.checked })}
            className="size-4 shrink-0 accent-brass-600"
          />
          {copy.labels.needsEvidence}
        </label>
      </div>
      {props.evidence}
    </li>
  );
}
