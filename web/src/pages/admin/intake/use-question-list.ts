import { useState } from 'react';
import type { IntakeForm } from '../../../../../shared/intake.ts';
import { saveIntakeForm } from '../../../api/admin-intake-api.ts';
import { adminIntakeContent } from '../../../content/admin-intake.ts';
import { moved } from '../../../lib/moved.ts';
import { useSaveForm } from '../../../lib/use-save-form.ts';
import {
  draftsOf,
  fieldOf,
  fieldOrder,
  newDraft,
  type QuestionDraft,
  readQuestionList,
} from './question-list-values.ts';

const { toasts } = adminIntakeContent;

/**
 * The questions as the team edits them: add, change, reorder, remove; `submit()` checks them by
 * the shared schema, saves them and reports the outcome. Errors are cleared by any reordering,
 * whose positions they name.
 */
export function useQuestionList(saved: IntakeForm, onSaved: (saved: IntakeForm) => void) {
  const [drafts, setDrafts] = useState(() => draftsOf(saved.questions));
  const { errors, clear, clearAll, controlRef, sending, save } = useSaveForm(
    fieldOrder(drafts),
    toasts,
    'intake-questions-save',
    (error) =>
      error.code === 'validation_failed' && error.field
        ? fieldOf(error.field.split('.'))
        : undefined,
  );

  async function submit() {
    const answer = await save(readQuestionList(drafts), (checked) =>
      saveIntakeForm(checked.questions),
    );
    if (!answer) return;
    setDrafts(draftsOf(answer.questions));
    onSaved(answer);
  }

  function reorder(change: (current: QuestionDraft[]) => QuestionDraft[]) {
    setDrafts(change);
    clearAll();
  }

  return {
    drafts,
    errors,
    sending,
    controlRef,
    submit: () => void submit(),
    add: () => reorder((current) => [...current, newDraft()]),
    remove: (index: number) =>
      reorder((current) => current.filter((_, position) => position !== index)),
    move: (index: number, to: number) => reorder((current) => moved(current, index, to)),
    /** Changes one question; `field` is the editor's field it touches, whose error goes. */
    update(index: number, field: string, change: Partial<QuestionDraft>) {
      setDrafts((current) =>
        current.map((draft, position) => (position === index ? { ...draft, ...change } : draft)),
      );
      clear(`${index}.${field}`);
    },
  };
}

export type QuestionListState = ReturnType<typeof useQuestionList>;
