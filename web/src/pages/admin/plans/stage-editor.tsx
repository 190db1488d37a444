import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { planLimits } from '../../../../../shared/plans.ts';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { MilestoneCard, type StageEditorMode } from './milestone-card.tsx';
import { OrderButtons } from './order-buttons.tsx';
import { type MilestoneDraft, type StageDraft, stageField } from './plan-draft.ts';
import type { StageEditing } from './stage-editing.ts';

const copy = adminPlansContent.stages;

interface StageEditorProps {
  editing: StageEditing;
  mode: StageEditorMode;
  /** A milestone's evidence, in a client's plan. */
  evidenceOf?(stage: number, position: number, milestone: MilestoneDraft): ReactNode;
}

/**
 * The stages of a template or of a client's plan, in the order the client walks them, each with
 * its milestones: one editor for both, which differ only in a milestone's dates and evidence.
 */
export function StageEditor({ editing, mode, evidenceOf }: StageEditorProps) {
  const { stages, errors } = editing;
  return (
    <div className="flex flex-col gap-5">
      <ol aria-label={copy.listLabel} className="flex flex-col gap-6">
        {stages.map((stage, at) => (
          <StageCard
            key={stage.key}
            stage={stage}
            at={at}
            count={stages.length}
            editing={editing}
            mode={mode}
            evidenceOf={evidenceOf}
          />
        ))}
      </ol>
      {errors.stages && <FieldError id="etapas-erro" message={errors.stages} />}
      {stages.length < planLimits.stages && (
        <Button
          ref={editing.controlRef('stages')}
          variant="outline"
          className="self-start"
          onClick={editing.addStage}
        >
          <Plus aria-hidden="true" className="size-4" />
          {copy.actions.addStage}
        </Button>
      )}
    </div>
  );
}

interface StageCardProps extends StageEditorProps {
  stage: StageDraft;
  at: number;
  count: number;
}

function StageCard({ stage, at, count, editing, mode, evidenceOf }: StageCardProps) {
  const headingId = `etapa-${stage.key}`;
  const name = stage.title || copy.stage(at + 1);
  const milestonesError = editing.errors[stageField(at, 'milestones')];
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-sand-300 bg-ivory-100 p-3 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-display text-title-3 font-medium text-ink-900">
          {copy.stage(at + 1)}
        </h3>
        <OrderButtons
          name={name}
          index={at}
          count={count}
          onMove={(to) => editing.moveStage(at, to)}
          onRemove={() => editing.removeStage(at)}
        />
      </div>
      <TextField
        ref={editing.controlRef(stageField(at, 'title'))}
        label={copy.labels.stageTitle}
        error={editing.errors[stageField(at, 'title')]}
        maxLength={planLimits.title}
        value={stage.title}
        onChange={(event) => editing.renameStage(at, event.target.value)}
      />
      <ol aria-label={copy.milestonesLabel(name)} className="flex flex-col gap-4">
        {stage.milestones.map((milestone, position) => (
          <MilestoneCard
            key={milestone.key}
            milestone={milestone}
            stage={at}
            position={position}
            count={stage.milestones.length}
            editing={editing}
            mode={mode}
            evidence={evidenceOf?.(at, position, milestone)}
          />
        ))}
      </ol>
      {milestonesError && <FieldError id={`${headingId}-erro`} message={milestonesError} />}
      {stage.milestones.length < planLimits.milestonesPerStage && (
        <Button
          ref={editing.controlRef(stageField(at, 'milestones'))}
          variant="outline"
          className="self-start"
          onClick={() => editing.addMilestone(at)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {copy.actions.addMilestone}
          <span className="sr-only">{copy.actions.which(name)}</span>
        </Button>
      )}
    </li>
  );
}
