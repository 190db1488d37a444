import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  bookingNotesLimits,
  type Recap,
  type RecapInput,
  recapInput,
} from '../../../../../shared/booking-notes.ts';
import { notifyError } from '../../../components/notify.ts';
import { Button } from '../../../components/button.tsx';
import { HintWithCount } from '../../../components/hint-with-count.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';

const { conversation, toasts } = adminAgendaContent;
const copy = conversation.recap;

interface RecapFormProps {
  bookingId: string;
  recap: Recap | null;
  busy: boolean;
  /** Resolves true once the server stored it. */
  onSave(recap: RecapInput): Promise<boolean>;
}

const stepField = (index: number) => `step-${index}`;

/** "Resumo para o cliente": the summary and its next steps, each of which may be ticked off. */
export function RecapForm({ bookingId, recap, busy, onSave }: RecapFormProps) {
  const [summary, setSummary] = useState(recap?.summary ?? '');
  const [steps, setSteps] = useState(recap?.action_items ?? []);
  const { errors, refuse, clear, controlRef } = useFieldErrors([
    'summary',
    ...steps.map((_, index) => stepField(index)),
  ]);

  const changeStep = (index: number, change: Partial<RecapInput['action_items'][number]>) =>
    setSteps((current) =>
      current.map((step, at) => (at === index ? { ...step, ...change } : step)),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = recapInput.safeParse({ summary, action_items: steps });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'summary' ? 'summary' : stepField(Number(issue.path[1]));
        found[field] ??= issue.message;
      }
      refuse(found);
      return notifyError(toasts.recapInvalid, `conversation-recap:${bookingId}`);
    }
    await onSave(checked.data);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div>
        <h4 className="font-medium text-ink-900">{copy.legend}</h4>
        <p className="mt-1 text-small text-ink-700">{copy.lead}</p>
      </div>
      <TextAreaField
        ref={controlRef('summary')}
        label={copy.summary}
        hint={
          <HintWithCount
            hint=""
            count={conversation.characterCount(summary.length, bookingNotesLimits.summary)}
          />
        }
        error={errors.summary}
        name="summary"
        value={summary}
        disabled={busy}
        onChange={(event) => {
          setSummary(event.target.value);
          clear('summary');
        }}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium text-ink-900">{copy.steps}</legend>
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={index} className="flex flex-wrap items-end gap-x-3 gap-y-2">
              <div className="min-w-0 flex-1 basis-56">
                <TextField
                  ref={controlRef(stepField(index))}
                  label={copy.step(index + 1)}
                  error={errors[stepField(index)]}
                  maxLength={bookingNotesLimits.actionItem}
                  value={step.text}
                  disabled={busy}
                  onChange={(event) => {
                    changeStep(index, { text: event.target.value });
                    clear(stepField(index));
                  }}
                />
              </div>
              <label className="flex min-h-12 items-center gap-2 text-small text-ink-800">
                <input
                  type="checkbox"
                  className="size-4 accent-ink-900"
                  checked={step.done}
                  disabled={busy}
                  onChange={(event) => changeStep(index, { done: event.target.checked })}
                />
                <span aria-hidden="true">{conversation.recap.doneShort}</span>
                <span className="sr-only">{copy.done(index + 1)}</span>
              </label>
              <Button
                variant="ghost"
                aria-label={copy.remove(index + 1)}
                disabled={busy}
                onClick={() => setSteps((current) => current.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="ghost"
          className="self-start"
          disabled={busy || steps.length >= bookingNotesLimits.actionItems}
          onClick={() => setSteps((current) => [...current, { text: '', done: false }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {copy.add}
        </Button>
      </fieldset>
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? conversation.saving : copy.save}
      </Button>
    </form>
  );
}
