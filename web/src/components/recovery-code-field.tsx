import type { Ref } from 'react';
import { recoveryCodesContent } from '../content/recovery-codes.ts';
import { TextField } from './text-field.tsx';

const { challenge: content } = recoveryCodesContent;

interface RecoveryCodeFieldProps {
  value: string;
  onChange(code: string): void;
  error: string | undefined;
  ref: Ref<HTMLInputElement>;
}

/** A recovery code typed in place of the app's: letters and digits, as written down. */
export function RecoveryCodeField({ value, onChange, error, ref }: RecoveryCodeFieldProps) {
  return (
    <TextField
      ref={ref}
      label={content.label}
      hint={content.hint}
      error={error}
      type="text"
      name="recovery-code"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={16}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
