import { Pencil, Trash2 } from 'lucide-react';
import type { PlanTemplate } from '../../../../../shared/plans.ts';
import { deletePlanTemplate } from '../../../api/admin-plans-api.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmStep } from '../../../components/confirm-step.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useConfirmStep } from '../../../lib/use-confirm-step.ts';

const { templates: copy } = adminPlansContent;

interface TemplateListProps {
  templates: PlanTemplate[];
  onEdit(template: PlanTemplate): void;
  onDeleted(): void;
}

/** The team's templates, each with its stages counted, to edit or delete. */
export function TemplateList({ templates, onEdit, onDeleted }: TemplateListProps) {
  return (
    <ul aria-label={copy.listLabel} className="mt-6 flex flex-col gap-3">
      {templates.map((template) => (
        <TemplateItem
          key={template.id}
          template={template}
          onEdit={() => onEdit(template)}
          onDeleted={onDeleted}
        />
      ))}
    </ul>
  );
}

interface TemplateItemProps {
  template: PlanTemplate;
  onEdit(): void;
  onDeleted(): void;
}

function TemplateItem({ template, onEdit, onDeleted }: TemplateItemProps) {
  const { open: confirming, triggerRef, start, cancel, close } = useConfirmStep();
  const deletion = useApiAction(
    { done: copy.toasts.deleted, failedTitle: copy.toasts.deleteFailedTitle },
    `plan-template:${template.id}`,
  );
  const milestones = template.stages.reduce((sum, stage) => sum + stage.milestones.length, 0);
  const which = <span className="sr-only">{copy.which(template.title)}</span>;

  async function remove() {
    const done = await deletion.run(() => deletePlanTemplate(template.id).then(() => true));
    close();
    if (done) onDeleted();
  }

  return (
    <li className="rounded-2xl border border-sand-300 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-title-4 font-medium break-words text-ink-900">
            {template.title}
          </h3>
          {template.description && (
            <p className="mt-1 line-clamp-2 text-small break-words text-ink-700">
              {template.description}
            </p>
          )}
          <p className="mt-1 text-small text-ink-600">
            {copy.stageCount(template.stages.length, milestones)} ·{' '}
            <time dateTime={template.updated_at}>{copy.changed(template.updated_at)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={confirming} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {copy.edit}
            {which}
          </Button>
          <Button ref={triggerRef} variant="ghost" disabled={confirming} onClick={start}>
            <Trash2 aria-hidden="true" className="size-4" />
            {copy.delete}
            {which}
          </Button>
        </div>
      </div>
      {confirming && (
        <ConfirmStep
          compact
          copy={copy.confirmDelete}
          busy={deletion.busy}
          onConfirm={() => void remove()}
          onKeep={cancel}
        />
      )}
    </li>
  );
}
