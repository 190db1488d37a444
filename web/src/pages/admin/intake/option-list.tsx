import { Plus, X } from 'lucide-react';
import { intakeLimits } from '../../../../../shared/intake.ts';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminIntakeContent } from '../../../content/admin-intake.ts';
import type { QuestionListState } from './use-question-list.ts';

const { labels, actions } = adminIntakeContent;

interface OptionListProps {
  index: number;
  options: readonly string[];
  list: QuestionListState;
}

/** A choice question's options: each a line, removable, and one more at the end. */
export function OptionList({ index, options, list }: OptionListProps) {
  const change = (next: string[], field = 'options') =>
    list.update(index, field, { options: next });
  const listError = list.errors[`${index}.options`];
  const errorId = `opcoes-${index}-erro`;
  return (
    <fieldset
      aria-describedby={listError ? errorId : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-2 text-small font-medium text-ink-900">{labels.options}</legend>
      {options.map((option, position) => (
        <div key={position} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              ref={list.controlRef(`${index}.options.${position}`)}
              label={labels.option(position + 1)}
              error={list.errors[`${index}.options.${position}`]}
              maxLength={intakeLimits.option}
              value={option}
              onChange={(event) =>
                change(
                  options.map((value, at) => (at === position ? event.target.value : value)),
                  `options.${position}`,
                )
              }
            />
          </div>
          <Button
            variant="ghost"
            className="mb-0.5 shrink-0 px-3"
            onClick={() => change(options.filter((_, at) => at !== position))}
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">
              {actions.removeOption}
              {actions.which(option || labels.option(position + 1))}
            </span>
          </Button>
        </div>
      ))}
      {listError && <FieldError id={errorId} message={listError} />}
      {options.length < intakeLimits.options && (
        <Button
          ref={list.controlRef(`${index}.options`)}
          variant="outline"
          className="self-start"
          onClick={() => change([...options, ''])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {actions.addOption}
        </Button>
      )}
    </fieldset>
  );
}
