import { type ReactNode, useEffect, useId, useRef } from 'react';
import { classNames } from '../lib/class-names.ts';
import { BusyForm } from './busy-form.tsx';
import { Button } from './button.tsx';

interface ConfirmStepCopy {
  title: string;
  text: string;
  confirm: string;
  busy: string;
  /** The safe choice, which closes the step. */
  keep: string;
}

interface ConfirmStepProps {
  copy: ConfirmStepCopy;
  busy: boolean;
  onConfirm(): void;
  onKeep(): void;
  /** In a list entry: smaller, and its title is no heading of the page. */
  compact?: boolean;
  /** What the step asks for (a password), between its text and its buttons. */
  children?: ReactNode;
  /** `calm` for a change that can be changed back (a new time): no alarm colours. */
  tone?: 'danger' | 'calm';
}

const tones = {
  danger: { box: 'border-danger-700/30 bg-danger-50', confirm: 'danger' },
  calm: { box: 'border-sand-300 bg-ivory-100', confirm: 'primary' },
} as const;

const looks = {
  section: {
    box: 'p-5 sm:p-6',
    title: 'text-title-4',
    text: 'mt-2 mb-5',
    buttons: 'flex-col gap-3 sm:flex-row',
  },
  compact: {
    box: 'mt-4 p-4',
    title: 'text-body',
    text: 'mt-1 mb-4 text-small',
    buttons: 'flex-wrap gap-2',
  },
};

/**
 * The last word before something that cannot be undone: an alert dialog in the page's flow. When it
 * opens the keyboard goes to the first field it asks for, else to the safe choice; Escape or the
 * safe choice closes it.
 */
export function ConfirmStep({
  copy,
  busy,
  onConfirm,
  onKeep,
  compact,
  children,
  tone = 'danger',
}: ConfirmStepProps) {
  const id = useId();
  const step = useRef<HTMLDivElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const firstField = step.current?.querySelector('input');
    (firstField ?? keepButton.current)?.focus();
  }, []);
  const look = compact ? looks.compact : looks.section;
  const Title = compact ? 'p' : 'h3';

  return (
    <div
      ref={step}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={classNames('rounded-2xl border', tones[tone].box, look.box)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || busy) return;
        event.preventDefault();
        onKeep();
      }}
    >
      <Title
        id={`${id}-title`}
        className={classNames('font-display font-semibold text-ink-900', look.title)}
      >
        {copy.title}
      </Title>
      <p id={`${id}-text`} className={classNames('text-ink-700', look.text)}>
        {copy.text}
      </p>
      <BusyForm busy={busy} onSubmit={onConfirm} className="flex min-w-0 flex-col gap-5">
        {children}
        <div className={classNames('flex', look.buttons)}>
          <Button type="submit" variant={tones[tone].confirm}>
            {busy ? copy.busy : copy.confirm}
          </Button>
          <Button ref={keepButton} variant="outline" onClick={onKeep}>
            {copy.keep}
          </Button>
        </div>
      </BusyForm>
    </div>
  );
}
