import { classNames } from '../lib/class-names.ts';

export type ButtonVariant = 'primary' | 'accent' | 'danger' | 'outline' | 'outline-light' | 'ghost';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors duration-200 disabled:pointer-events-none disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink-900 text-ivory-50 hover:bg-ink-800',
  accent: 'bg-brass-300 text-ink-950 hover:bg-brass-400',
  danger: 'bg-danger-700 text-ivory-50 hover:bg-danger-800',
  outline: 'border border-ink-900/25 text-ink-900 hover:border-ink-900 hover:bg-ink-900/5',
  'outline-light':
    'border border-ivory-50/40 text-ivory-50 hover:border-ivory-50 hover:bg-ivory-50/10',
  ghost: 'text-ink-700 hover:bg-ink-900/5 hover:text-ink-900',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-small',
  lg: 'min-h-12 px-7 text-body',
};

/** Class names of a button-looking element, shared by <Button> and <ButtonLink>. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
) {
  return classNames(base, variants[variant], sizes[size], extra);
}
