import type { ReactNode } from 'react';

interface BusyFormProps {
  busy: boolean;
  onSubmit(): void;
  /** A field or button of the form got the focus. */
  onFocus?(): void;
  /** Lays out the fields. */
  className?: string;
  children: ReactNode;
}

/** A form checked by our rules (`noValidate`), whose fields are disabled while it is sent. */
export function BusyForm({ busy, onSubmit, onFocus, className, children }: BusyFormProps) {
  return (
    <form
      noValidate
      aria-busy={busy}
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset disabled={busy} className={className}>
        {children}
      </fieldset>
    </form>
  );
}
