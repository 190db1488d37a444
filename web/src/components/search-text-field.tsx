import { fieldControlClassName } from './field-styles.ts';

interface SearchTextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** The text a list is searched by: a labelled search box that takes the row's free width. */
export function SearchTextField({ label, value, onChange }: SearchTextFieldProps) {
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-2 text-small font-medium text-ink-900">
      {label}
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldControlClassName(false, 'min-h-12')}
      />
    </label>
  );
}
