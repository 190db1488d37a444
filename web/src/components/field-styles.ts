import { classNames } from '../lib/class-names.ts';

const base =
  'w-full rounded-xl border bg-white px-4 text-body text-ink-900 shadow-xs transition-colors placeholder:text-ink-600/70 focus-visible:border-brass-600 disabled:cursor-not-allowed disabled:bg-ivory-100 disabled:opacity-70';

/** Class names of a text input or text area; a refused value gets a red border. */
export function fieldControlClassName(invalid: boolean, extra: string) {
  return classNames(
    base,
    invalid ? 'border-danger-700' : 'border-sand-300 hover:border-ink-600/50',
    extra,
  );
}
