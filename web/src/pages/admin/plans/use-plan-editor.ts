import { useState } from 'react';
import { type Plan, type PlanInput, planInput } from '../../../../../shared/plans.ts';
import { saveClientPlan } from '../../../api/admin-plans-api.ts';
import type { ApiError } from '../../../api/api-client.ts';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useSaveForm } from '../../../lib/use-save-form.ts';
import {
  fieldOfPath,
  milestoneField,
  planStageDrafts,
  planStagesBody,
  readDraft,
  type StageDraft,
  stageFieldOrder,
} from './plan-draft.ts';
import { stageEditing } from './stage-editing.ts';

const { toasts } = adminPlansContent.editor;

/**
 * Where the server's refusal shows: at its `field`; a milestone that needs evidence (422
 * `evidence_required`) at its evidence, found by its place or its id, else the first one done
 * without any.
 */
function refusedField(error: ApiError, stages: readonly StageDraft[], order: readonly string[]) {
  if (error.code !== 'evidence_required')
    return error.field ? fieldOfPath(error.field.split('.'), order) : undefined;
  const places = stages.flatMap((stage, at) =>
    stage.milestones.map((milestone, position) => ({ milestone, at, position })),
  );
  const path = error.field?.split('.') ?? [];
  const named = places.find(
    ({ milestone, at, position }) =>
      milestone.id === error.field || (path[1] === String(at) && path[3] === String(position)),
  );
  const place =
    named ??
    places.find(
      ({ milestone }) =>
        milestone.status === 'done' && milestone.needs_evidence && milestone.evidence.length === 0,
    );
  return place && milestoneField(place.at, place.position, 'evidence');
}

/**
 * A client's plan as the team edits it: its title, who leads it, its stages and milestones with
 * their dates, status and evidence; `submit()` checks it by the shared schema and sends it whole.
 */
export function usePlanEditor(clientId: string, saved: Plan, onSaved: (plan: Plan) => void) {
  const [title, setTitle] = useState(saved.title);
  const [hostId, setHostId] = useState(saved.host?.id ?? '');
  const [stages, setStages] = useState(() => planStageDrafts(saved.stages));
  const order = ['title', 'host_id', ...stageFieldOrder(stages)];
  const form = useSaveForm(order, toasts, `client-plan:${clientId}`, (error) =>
    refusedField(error, stages, order),
  );

  async function submit() {
    const body = { title, host_id: hostId || null, stages: planStagesBody(stages) };
    const answer = await form.save(
      readDraft(planInput, body, order),
      ({ value }: { value: PlanInput }) => saveClientPlan(clientId, value),
    );
    // The page draws the form anew from the plan as saved.
    if (answer) onSaved(answer);
  }

  return {
    title,
    hostId,
    sending: form.sending,
    errors: form.errors,
    controlRef: form.controlRef,
    editing: stageEditing(stages, setStages, form),
    setTitle(value: string) {
      setTitle(value);
      form.clear('title');
    },
    setHostId(value: string) {
      setHostId(value);
      form.clear('host_id');
    },
    submit: () => void submit(),
  };
}
