import { useState } from 'react';
import type { IntakeForm } from '../../../../../shared/intake.ts';
import { saveIntakeForm } from '../../../api/admin-intake-api.ts';
import { ApiError } from '../../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { adminIntakeContent } from '../../../content/admin-intake.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import {
  draftsOf,
  fieldOf,
  fieldOrder,
  newDraft,
  type QuestionDraft,
  readQuestionList,
} from './question-list-values.ts';

const { toasts } = adminIntakeContent;
const toastAction = 'intake-questions-save';

/** Moves the item at `from` to `to` in a copy of `list`. */
function moved<T>(list: readonly T[], from: number, to: number) {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/**
 * The questions as the team edits them: add, change, reorder, remove; `submit()` checks them by
 * the shared schema, saves them and reports the outcome. Errors are cleared by any reordering,
 * whose positions they name.
 */
export function useQuestionList(saved: IntakeForm, onSaved: (saved: IntakeForm) => void) {
  const reportFailure = useReportApiFailure();
  const [drafts, setDrafts] = useState(() => draftsOf(saved.questions));
  const { errors, refuse, clear, clearAll, controlRef } = useFieldErrors(fieldOrder(drafts));
  const { sending, send } = useSubmit();

  function failed(error: unknown) {
    if (!(error instanceof ApiError) || error.code !== 'validation_failed' || !error.field) {
      return reportFailure(error, toasts.saveFailedTitle, toastAction);
    }
    refuse({ [fieldOf(error.field.split('.'))]: error.message });
    notifyError({ title: toasts.saveFailedTitle, description: error.message }, toastAction);
  }

  async function submit() {
    const checked = readQuestionList(drafts);
    if ('errors' in checked) {
      refuse(checked.errors);
      return notifyError(toasts.invalid, toastAction);
    }
    const outcome = await send(() => saveIntakeForm(checked.questions));
    if ('error' in outcome) return failed(outcome.error);
    notifySuccess(toasts.saved, toastAction);
    clearAll();
    setDrafts(draftsOf(outcome.answer.questions));
    onSaved(outcome.answer);
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
