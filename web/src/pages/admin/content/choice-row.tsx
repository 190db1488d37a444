import { useId } from 'react';

interface ChoiceRowProps<T extends string> {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange(value: T): void;
}

/**
 * A few choices side by side, as a row of pills named for screen readers (the pills say enough to
 * the eye): native radios, so arrow keys move between them.
 */
export function ChoiceRow<T extends string>({
  legend,
  options,
  value,
  onChange,
}: ChoiceRowProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-full bg-sand-200/70 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 cursor-pointer items-center rounded-full px-3.5 text-small font-medium text-ink-700 transition-colors hover:text-ink-900 has-checked:bg-ink-900 has-checked:text-ivory-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brass-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
