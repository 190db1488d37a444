import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/button.tsx';
import { agendaContent } from '../../content/agenda.ts';

const { confirmCancel: copy } = agendaContent.bookings;

interface CancelConfirmationProps {
  busy: boolean;
  onConfirm(): void;
  onKeep(): void;
}

/**
 * "Cancelar esta conversa?", in the booking's place. The keyboard starts on keeping it, the safe
 * choice; Escape keeps it too.
 */
export function CancelConfirmation({ busy, onConfirm, onKeep }: CancelConfirmationProps) {
  const id = useId();
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => keepButton.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-text`}
      aria-busy={busy}
      className="mt-4 rounded-2xl border border-danger-700/30 bg-danger-50 p-4"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || busy) return;
        event.preventDefault();
        onKeep();
      }}
    >
      <p id={`${id}-question`} className="font-display text-lg font-semibold text-ink-900">
        {copy.question}
      </p>
      <p id={`${id}-text`} className="mt-1 text-sm leading-relaxed text-ink-700">
        {copy.text}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? copy.busy : copy.confirm}
        </Button>
        <Button ref={keepButton} variant="outline" disabled={busy} onClick={onKeep}>
          {copy.keep}
        </Button>
      </div>
    </div>
  );
}
