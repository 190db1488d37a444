import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useField } from './field-frame.tsx';
import { fieldControlClassName } from './field-styles.ts';

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className'
> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: its options are the children (<option>, <optgroup>). */
export function SelectField({ label, hint, error, ...select }: SelectFieldProps) {
  const { frame, control } = useField({ hint, error });
  return (
    <FieldFrame frame={frame} label={label} hint={hint} error={error}>
      <select
        {...control}
        className={fieldControlClassName(Boolean(error), 'min-h-12')}
        {...select}
      />
    </FieldFrame>
  );
}
