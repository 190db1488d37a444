import { useState } from 'react';
import {
  type PlanTemplate,
  type PlanTemplateInput,
  planTemplateInput,
} from '../../../../../shared/plans.ts';
import { createPlanTemplate, savePlanTemplate } from '../../../api/admin-plans-api.ts';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useSaveForm } from '../../../lib/use-save-form.ts';
import {
  fieldOfPath,
  newStage,
  readDraft,
  stageFieldOrder,
  templateStageDrafts,
  templateStagesBody,
} from './plan-draft.ts';
import { stageEditing } from './stage-editing.ts';

const { toasts } = adminPlansContent.templates;

/**
 * A template as the team writes it (`saved` absent: a new one); `submit()` checks it by the shared
 * schema, sends it whole (POST or PUT) and hands the saved template on.
 */
export function useTemplateForm(
  saved: PlanTemplate | undefined,
  onSaved: (template: PlanTemplate) => void,
) {
  const [title, setTitle] = useState(saved?.title ?? '');
  const [description, setDescription] = useState(saved?.description ?? '');
  const [stages, setStages] = useState(() =>
    saved ? templateStageDrafts(saved.stages) : [newStage()],
  );
  const order = ['title', 'description', ...stageFieldOrder(stages)];
  const form = useSaveForm(order, toasts, 'plan-template-save', (error) =>
    error.field ? fieldOfPath(error.field.split('.'), order) : undefined,
  );

  async function submit() {
    const body = { title, description, stages: templateStagesBody(stages) };
    const answer = await form.save(
      readDraft(planTemplateInput, body, order),
      ({ value }: { value: PlanTemplateInput }) =>
        saved ? savePlanTemplate(saved.id, value) : createPlanTemplate(value),
    );
    if (answer) onSaved(answer);
  }

  return {
    title,
    description,
    sending: form.sending,
    errors: form.errors,
    controlRef: form.controlRef,
    editing: stageEditing(stages, setStages, form),
    setTitle(value: string) {
      setTitle(value);
      form.clear('title');
    },
    setDescription(value: string) {
      setDescription(value);
      form.clear('description');
    },
    submit: () => void submit(),
  };
}
