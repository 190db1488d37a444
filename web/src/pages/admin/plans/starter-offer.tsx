import { Sparkles } from 'lucide-react';
import { createPlanTemplate } from '../../../api/admin-plans-api.ts';
import { Button } from '../../../components/button.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { planStarterTemplates } from '../../../content/plan-starter-templates.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';

const { templates: copy } = adminPlansContent;

/** While the team has no template: the three suggested ones, created in their order. */
export function StarterOffer({ onCreated }: { onCreated(): void }) {
  const creation = useApiAction(
    { done: copy.toasts.started, failedTitle: copy.toasts.startFailedTitle },
    'plan-templates-starter',
  );

  async function create() {
    // One after the other: a refusal (the templates' limit, say) stops the ones after it.
    await creation.run(async () => {
      for (const template of planStarterTemplates) await createPlanTemplate(template);
    });
    // Some may be made before a refusal: the list is read again either way.
    onCreated();
  }

  return (
    <div className="mt-6 rounded-2xl border border-dashed border-sand-300 px-6 py-10 text-center">
      <p className="text-ink-900">{copy.empty}</p>
      <p className="mx-auto mt-2 max-w-prose text-ink-700">{copy.starterLead}</p>
      <Button size="lg" className="mt-6" disabled={creation.busy} onClick={() => void create()}>
        <Sparkles aria-hidden="true" className="size-4" />
        {creation.busy ? copy.starterBusy : copy.starter}
      </Button>
    </div>
  );
}
