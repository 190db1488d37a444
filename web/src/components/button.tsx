import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-styles.ts';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonClassName(variant, size, className)} {...props} />;
}

/** A link that looks like a button; `external` opens a new tab safely. */
export function ButtonLink({
  variant,
  size,
  className,
  external,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & Look & { external?: boolean }) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <a className={buttonClassName(variant, size, className)} {...externalProps} {...props} />;
}
