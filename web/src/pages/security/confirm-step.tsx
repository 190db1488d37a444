import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../components/button.tsx';
import { securityContent } from '../../content/security.ts';

interface ConfirmStepProps {
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** What the step asks for (a password), between its text and its buttons. */
  children?: ReactNode;
}

/**
 * The last word before something that cannot be undone: an alert dialog in the page's flow. When it
 * opens the keyboard goes to the first field it asks for, else to "Cancelar", the safe choice;
 * Escape or "Cancelar" closes it.
 */
export function ConfirmStep({
  title,
  text,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: ConfirmStepProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const controls = [...(form.current?.elements ?? [])];
    const firstField = controls.find((control) => control instanceof HTMLInputElement);
    (firstField ?? cancelButton.current)?.focus();
  }, []);

  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="rounded-2xl border border-danger-700/30 bg-danger-50 p-5 sm:p-6"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || busy) return;
        event.preventDefault();
        onCancel();
      }}
    >
      <h3 id={`${id}-title`} className="font-display text-xl font-semibold text-ink-900">
        {title}
      </h3>
      <p id={`${id}-text`} className="mt-2 leading-relaxed text-ink-700">
        {text}
      </p>
      <form
        ref={form}
        noValidate
        aria-busy={busy}
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-5">
          {children}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" variant="danger">
              {busy ? busyLabel : confirmLabel}
            </Button>
            <Button ref={cancelButton} variant="outline" onClick={onCancel}>
              {securityContent.cancel}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
