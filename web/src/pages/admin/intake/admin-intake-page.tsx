import type { IntakeForm } from '../../../../../shared/intake.ts';
import { fetchIntakeForm } from '../../../api/admin-intake-api.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminIntakeContent as copy } from '../../../content/admin-intake.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { QuestionEditor } from './question-editor.tsx';
import { useQuestionList } from './use-question-list.ts';

/** `/admin/questionario`: the questions clients answer before their first conversation. */
export function AdminIntakePage() {
  const { load, reload, replace } = useApiLoad(fetchIntakeForm);
  return (
    <ConsolePage title={copy.title}>
      <section aria-labelledby="perguntas" className={raisedCardClassName}>
        <h2 id="perguntas" className="font-display text-title-2 font-medium text-ink-900">
          {copy.heading}
        </h2>
        <p className="mt-3 mb-8 max-w-prose text-ink-700">{copy.lead}</p>
        <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
        {load.status === 'ready' && <LoadedEditor saved={load.data} onSaved={replace} />}
      </section>
    </ConsolePage>
  );
}

function LoadedEditor({ saved, onSaved }: { saved: IntakeForm; onSaved(saved: IntakeForm): void }) {
  const list = useQuestionList(saved, onSaved);
  const note = saved.updated_at ? copy.version(saved.version, saved.updated_at) : null;
  return <QuestionEditor list={list} savedNote={note} />;
}
