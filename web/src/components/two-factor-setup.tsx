import { ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { enrolTotp, removeFactor, type TotpEnrolment } from '../api/second-factor-api.ts';
import { secondFactorErrorMessage } from '../api/second-factor-error-message.ts';
import { Button } from './button.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { twoFactorContent } from '../content/two-factor.ts';
import { useSubmit } from '../lib/use-submit.ts';
import { enrolmentToastAction, TotpEnrolmentStep } from './totp-enrolment-step.tsx';

const { section: content } = twoFactorContent;

/** The second factor is off: a button starts an enrolment, whose first code turns it on. */
export function TwoFactorSetup({ onActivated }: { onActivated(): void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const { sending: starting, send } = useSubmit();
  const startButton = useRef<HTMLButtonElement>(null);

  async function start() {
    const outcome = await send(enrolTotp);
    if ('error' in outcome) {
      return notifyError(
        {
          title: content.startFailedTitle,
          description: secondFactorErrorMessage(outcome.error),
        },
        enrolmentToastAction,
      );
    }
    setEnrolment(outcome.answer);
  }

  function cancel(factorId: string) {
    // Best effort: a set-up left behind lapses, and the next one removes it first anyway.
    removeFactor(factorId).catch(() => undefined);
    flushSync(() => setEnrolment(null));
    startButton.current?.focus();
  }

  if (enrolment) {
    return (
      <TotpEnrolmentStep
        enrolment={enrolment}
        onCancel={() => cancel(enrolment.factorId)}
        onActivated={() => {
          notifySuccess(content.toasts.activated, enrolmentToastAction);
          onActivated();
        }}
      />
    );
  }
  return (
    // aria-disabled rather than disabled: the button keeps the keyboard while the key comes.
    <Button
      ref={startButton}
      aria-disabled={starting}
      onClick={() => {
        if (!starting) void start();
      }}
    >
      <ShieldCheck aria-hidden="true" className="size-4" />
      {starting ? content.starting : content.start}
    </Button>
  );
}
