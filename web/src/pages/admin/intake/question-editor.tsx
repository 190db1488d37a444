import { Plus } from 'lucide-react';
import { intakeLimits } from '../../../../../shared/intake.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { adminIntakeContent } from '../../../content/admin-intake.ts';
import { QuestionCard } from './question-card.tsx';
import type { QuestionListState } from './use-question-list.ts';

interface QuestionEditorProps {
  list: QuestionListState;
  /** "Versão 3, salva em …", once saved. */
  savedNote: string | null;
}

/** The team's questions in the order clients read them, and the save. */
export function QuestionEditor({ list, savedNote }: QuestionEditorProps) {
  const { drafts } = list;
  return (
    <BusyForm busy={list.sending} onSubmit={list.submit} className="flex min-w-0 flex-col gap-6">
      {drafts.length === 0 ? (
        <p className="text-ink-700">{adminIntakeContent.empty}</p>
      ) : (
        <ol aria-label={adminIntakeContent.listLabel} className="flex flex-col gap-5">
          {drafts.map((draft, index) => (
            <QuestionCard
              key={draft.id}
              draft={draft}
              index={index}
              count={drafts.length}
              list={list}
            />
          ))}
        </ol>
      )}
      {drafts.length < intakeLimits.questions && (
        <Button variant="outline" className="self-start" onClick={list.add}>
          <Plus aria-hidden="true" className="size-4" />
          {adminIntakeContent.actions.add}
        </Button>
      )}
      <div className="flex flex-col-reverse gap-4 border-t border-sand-300 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-small text-ink-600">{savedNote}</p>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {list.sending ? adminIntakeContent.saving : adminIntakeContent.save}
        </Button>
      </div>
    </BusyForm>
  );
}
