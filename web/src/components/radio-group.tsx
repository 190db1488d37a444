import { type Ref, useId } from 'react';
import { FieldError } from './field-error.tsx';

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  /** The chosen value; empty when none is. */
  value: T | '';
  onChange(value: T): void;
  error?: string | undefined;
  /** The option Tab lands on (the chosen one, else the first): where focus goes for an error. */
  ref?: Ref<HTMLInputElement>;
}

/** One choice among a few, all visible: native radios (arrow keys move) in labelled tiles. */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  ref,
}: RadioGroupProps<T>) {
  const errorId = `${useId()}-error`;
  const tabStop = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <fieldset
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 text-small font-medium text-ink-900">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-4 text-ink-900 transition-colors hover:border-ink-600/50 has-checked:border-brass-600 has-checked:bg-ivory-100 has-disabled:cursor-not-allowed has-disabled:opacity-70"
          >
            <input
              ref={option.value === tabStop ? ref : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-brass-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
