import type { ReactNode } from 'react';

interface BusyFormProps {
  busy: boolean;
  onSubmit(): void;
  /** Lays out the fields. */
  className?: string;
  children: ReactNode;
}

/** A form checked by our rules (`noValidate`), whose fields are disabled while it is sent. */
export function BusyForm({ busy, onSubmit, className, children }: BusyFormProps) {
  return (
    <form
      noValidate
      aria-busy={busy}
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
