import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useField } from './field-frame.tsx';
import { fieldControlClassName } from './field-styles.ts';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className'
> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input, like <TextField>. */
export function TextAreaField({ label, hint, error, ...textArea }: TextAreaFieldProps) {
  const { frame, control } = useField({ hint, error });
  return (
    <FieldFrame frame={frame} label={label} hint={hint} error={error}>
      <textarea
        rows={6}
        {...control}
        className={fieldControlClassName(Boolean(error), 'min-h-40 resize-y py-3')}
        {...textArea}
      />
    </FieldFrame>
  );
}
