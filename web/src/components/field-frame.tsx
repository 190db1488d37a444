import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error.tsx';

interface FieldText {
  hint?: ReactNode;
  error?: string | undefined;
}

/**
 * The ids that tie a control to its label, hint and error: spread `control` on the input, pass
 * `frame` to <FieldFrame>.
 */
export function useField({ hint, error }: FieldText) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return {
    frame: { id, hintId, errorId },
    control: {
      id,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : undefined,
    },
  };
}

interface FieldFrameProps extends FieldText {
  frame: ReturnType<typeof useField>['frame'];
  label: string;
  children: ReactNode;
}

/** A control's visible label above it, its hint and its error below. */
export function FieldFrame({ frame, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={frame.id} className="text-small font-medium text-ink-900">
        {label}
      </label>
      {children}
      {frame.hintId && (
        <p id={frame.hintId} className="text-caption text-ink-600">
          {hint}
        </p>
      )}
      {frame.errorId && error && <FieldError id={frame.errorId} message={error} />}
    </div>
  );
}
