import type { ReactNode, Ref } from 'react';
import { twoFactorContent } from '../content/two-factor.ts';
import { codeDigits } from '../lib/one-time-code.ts';
import { TextField } from './text-field.tsx';

const { code: content } = twoFactorContent;

interface OneTimeCodeFieldProps {
  value: string;
  onChange(code: string): void;
  error: string | undefined;
  ref: Ref<HTMLInputElement>;
  /** What the field is for, where the usual hint does not say enough. */
  hint?: ReactNode;
}

/**
 * The six digits of the authenticator app: a number pad on phones, and the code the device
 * offers (`one-time-code`). A text input, not a number: leading zeros count.
 */
export function OneTimeCodeField({
  value,
  onChange,
  error,
  ref,
  hint = content.hint,
}: OneTimeCodeFieldProps) {
  return (
    <TextField
      ref={ref}
      label={content.label}
      hint={hint}
      error={error}
      type="text"
      name="one-time-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(codeDigits(event.target.value))}
    />
  );
}
