import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import {
  type IntakeQuestionKind,
  intakeLimits,
  intakeQuestionKinds,
} from '../../../../../shared/intake.ts';
import { Button } from '../../../components/button.tsx';
import { fieldControlClassName } from '../../../components/field-styles.ts';
import { TextField } from '../../../components/text-field.tsx';
import { adminIntakeContent } from '../../../content/admin-intake.ts';
import { OptionList } from './option-list.tsx';
import { isChoiceKind, type QuestionDraft } from './question-list-values.ts';
import type { QuestionListState } from './use-question-list.ts';

const { labels, kinds, actions } = adminIntakeContent;

interface QuestionCardProps {
  draft: QuestionDraft;
  index: number;
  count: number;
  list: QuestionListState;
}

/** One question of the editor: its words, kind, whether it is required, options, and place. */
export function QuestionCard({ draft, index, count, list }: QuestionCardProps) {
  const headingId = `pergunta-${draft.id}`;
  const name = draft.label || adminIntakeContent.question(index + 1);
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-sand-300 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-display text-title-3 font-medium text-ink-900">
          {adminIntakeContent.question(index + 1)}
        </h3>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            disabled={index === 0}
            onClick={() => list.move(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {actions.up}
            <span className="sr-only">{actions.which(name)}</span>
          </Button>
          <Button
            variant="ghost"
            disabled={index === count - 1}
            onClick={() => list.move(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            {actions.down}
            <span className="sr-only">{actions.which(name)}</span>
          </Button>
          <Button variant="ghost" onClick={() => list.remove(index)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {actions.remove}
            <span className="sr-only">{actions.which(name)}</span>
          </Button>
        </div>
      </div>
      <TextField
        ref={list.controlRef(`${index}.label`)}
        label={labels.label}
        error={list.errors[`${index}.label`]}
        maxLength={intakeLimits.label}
        value={draft.label}
        onChange={(event) => list.update(index, 'label', { label: event.target.value })}
      />
      <TextField
        ref={list.controlRef(`${index}.help`)}
        label={labels.help}
        error={list.errors[`${index}.help`]}
        maxLength={intakeLimits.help}
        value={draft.help}
        onChange={(event) => list.update(index, 'help', { help: event.target.value })}
      />
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <label className="flex flex-col gap-2 text-small font-medium text-ink-900">
          {labels.kind}
          <select
            ref={list.controlRef(`${index}.kind`)}
            value={draft.kind}
            onChange={(event) =>
              list.update(index, 'kind', { kind: event.target.value as IntakeQuestionKind })
            }
            className={fieldControlClassName(false, 'min-h-12')}
          >
            {intakeQuestionKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-4 text-ink-900 has-checked:border-brass-600 has-checked:bg-ivory-100">
          <input
            type="checkbox"
            checked={draft.required}
            onChange={(event) => list.update(index, 'required', { required: event.target.checked })}
            className="size-4 shrink-0 accent-brass-600"
          />
          {labels.required}
        </label>
      </div>
      {isChoiceKind(draft.kind) && <OptionList index={index} options={draft.options} list={list} />}
    </li>
  );
}
