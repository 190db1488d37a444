import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input: the label stays visible above it, the hint is read with it. */
export function TextField({ label, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className="min-h-12 w-full rounded-xl border border-sand-300 bg-white px-4 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-600/70 hover:border-ink-600/50 focus-visible:border-brass-600 disabled:cursor-not-allowed disabled:bg-ivory-100 disabled:opacity-70"
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}
