import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useField } from './field-frame.tsx';
import { fieldControlClassName } from './field-styles.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  hint?: ReactNode;
  /** Why the value was refused; marks the input invalid and is read with it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input: the label stays visible above it, the hint and error are read with it. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const { frame, control } = useField({ hint, error });
  return (
    <FieldFrame frame={frame} label={label} hint={hint} error={error}>
      <input
        {...control}
        className={fieldControlClassName(Boolean(error), 'min-h-12')}
        {...input}
      />
    </FieldFrame>
  );
}
