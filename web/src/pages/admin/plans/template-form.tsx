import { planLimits, type PlanTemplate } from '../../../../../shared/plans.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { StageEditor } from './stage-editor.tsx';
import { useTemplateForm } from './use-template-form.ts';

const { templates: copy } = adminPlansContent;

interface TemplateFormProps {
  /** The template edited; none for a new one. */
  saved?: PlanTemplate;
  onSaved(template: PlanTemplate): void;
  onCancel(): void;
}

/** A template's title, description, stages and milestones, saved whole. */
export function TemplateForm({ saved, onSaved, onCancel }: TemplateFormProps) {
  const form = useTemplateForm(saved, onSaved);
  return (
    <section aria-labelledby="modelo-em-edicao" className="mt-8">
      <h3 id="modelo-em-edicao" className="font-display text-title-3 font-medium text-ink-900">
        {saved ? copy.editHeading(saved.title) : copy.newHeading}
      </h3>
      <BusyForm
        busy={form.sending}
        onSubmit={form.submit}
        className="mt-6 flex min-w-0 flex-col gap-6"
      >
        <TextField
          ref={form.controlRef('title')}
          // The form opens in place of the list: the keyboard goes to its first field.
          autoFocus
          label={copy.labels.title}
          error={form.errors.title}
          maxLength={planLimits.title}
          value={form.title}
          onChange={(event) => form.setTitle(event.target.value)}
        />
        <TextAreaField
          ref={form.controlRef('description')}
          label={copy.labels.description}
          error={form.errors.description}
          rows={3}
          maxLength={planLimits.description}
          value={form.description}
          onChange={(event) => form.setDescription(event.target.value)}
        />
        <StageEditor editing={form.editing} mode="template" />
        <div className="flex flex-col-reverse gap-3 border-t border-sand-300 pt-6 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <Button type="submit" size="lg">
            {form.sending ? copy.saving : copy.save}
          </Button>
        </div>
      </BusyForm>
    </section>
  );
}
