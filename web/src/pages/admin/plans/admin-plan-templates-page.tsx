import { consoleLinks } from '../../../console-links.ts';
import { ArrowLeft, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { PlanTemplate } from '../../../../../shared/plans.ts';
import { fetchPlanTemplates } from '../../../api/admin-plans-api.ts';
import { Button } from '../../../components/button.tsx';
import { ConsolePage } from '../../../components/console-page.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { StarterOffer } from './starter-offer.tsx';
import { TemplateForm } from './template-form.tsx';
import { TemplateList } from './template-list.tsx';

const { templates: copy } = adminPlansContent;

/** `/admin/planos/modelos`: the templates every client's plan starts from. */
export function AdminPlanTemplatesPage() {
  const { load, reload } = useApiLoad(fetchPlanTemplates);
  /** The template being written: a saved one, or a new one. */
  const [editing, setEditing] = useState<PlanTemplate | 'new' | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  function closeEditor() {
    flushSync(() => setEditing(null));
    createButton.current?.focus();
  }

  return (
    <ConsolePage title={copy.title}>
      <div className="flex flex-col gap-6 lg:gap-8">
        <section aria-labelledby="modelos-de-plano" className={raisedCardClassName}>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2
              id="modelos-de-plano"
              className="font-display text-title-2 font-medium text-ink-900"
            >
              {copy.heading}
            </h2>
            {load.status === 'ready' && (
              <Button
                ref={createButton}
                disabled={editing !== null}
                onClick={() => setEditing('new')}
              >
                <Plus aria-hidden="true" className="size-4" />
                {copy.create}
              </Button>
            )}
          </div>
          <p className="mt-3 max-w-prose text-ink-700">{copy.lead}</p>
          <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
          {editing !== null && (
            <TemplateForm
              key={editing === 'new' ? 'new' : editing.id}
              saved={editing === 'new' ? undefined : editing}
              onSaved={() => {
                closeEditor();
                reload();
              }}
              onCancel={closeEditor}
            />
          )}
          {load.status === 'ready' &&
            editing === null &&
            (load.data.length === 0 ? (
              <StarterOffer onCreated={reload} />
            ) : (
              <TemplateList templates={load.data} onEdit={setEditing} onDeleted={reload} />
            ))}
        </section>
        <Link
          to={consoleLinks.adminPlans}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-sm font-medium text-ink-700 hover:text-ink-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
      </div>
    </ConsolePage>
  );
}
