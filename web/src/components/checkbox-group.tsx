import { type Ref, useId } from 'react';
import { FieldError } from './field-error.tsx';

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  /** The options checked. */
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string | undefined;
  required?: boolean;
  /** The first option: where focus goes for an error. */
  ref?: Ref<HTMLInputElement>;
}

/** Any number of choices among a few, all visible: native checkboxes in labelled tiles. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  required,
  ref,
}: CheckboxGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required={required || undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-2 text-small font-medium text-ink-900">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-4 py-2 text-ink-900 transition-colors hover:border-ink-600/50 has-checked:border-brass-600 has-checked:bg-ivory-100 has-disabled:cursor-not-allowed has-disabled:opacity-70"
          >
            <input
              ref={index === 0 ? ref : undefined}
              type="checkbox"
              value={option}
              checked={value.includes(option)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option]
                    : value.filter((chosen) => chosen !== option),
                )
              }
              className="size-4 shrink-0 accent-brass-600"
            />
            {option}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
