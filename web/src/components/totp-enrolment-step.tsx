import { type ReactNode, useEffect, useRef } from 'react';
import { type TotpEnrolment, verifyTotp } from '../api/second-factor-api.ts';
import { BusyForm } from './busy-form.tsx';
import { Button } from './button.tsx';
import { OneTimeCodeField } from './one-time-code-field.tsx';
import { twoFactorContent } from '../content/two-factor.ts';
import { useOneTimeCode } from '../lib/use-one-time-code.ts';
import { SecretKey } from './secret-key.tsx';

const { section } = twoFactorContent;
const { enrolment: content } = section;

interface TotpEnrolmentStepProps {
  enrolment: TotpEnrolment;
  /** Absent where the factor is not optional (the team's first account). */
  onCancel?: () => void;
  onActivated(): void;
}

/** The set-up's toasts, from its start to its activation, are one action's (components/notify.ts). */
export const enrolmentToastAction = 'totp-enrolment';
const enrolmentToast = {
  failedTitle: twoFactorContent.code.failedTitle,
  action: enrolmentToastAction,
};

/** One step of the list, its number in a brass-on-ink disc. */
function NumberedStep({
  number,
  grow = false,
  children,
}: {
  number: number;
  grow?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink-900 text-small font-medium text-brass-300"
      >
        {number}
      </span>
      <div className={grow ? 'min-w-0 flex-1' : 'min-w-0'}>{children}</div>
    </li>
  );
}

/**
 * The three steps of the set-up: read the QR code (or type the key), then confirm a first code.
 * `/dashboard/seguranca` and the first run's page (`/admin/primeiro-acesso`) show it.
 */
export function TotpEnrolmentStep({ enrolment, onCancel, onActivated }: TotpEnrolmentStepProps) {
  const instructions = useRef<HTMLOListElement>(null);
  const { code, error, verifying, submit, change, fieldRef } = useOneTimeCode(async (typed) => {
    await verifyTotp(enrolment.factorId, typed);
    onActivated();
  }, enrolmentToast);
  // The button that opened the set-up is gone: the keyboard goes to its first step.
  useEffect(() => instructions.current?.focus(), []);

  return (
    <ol
      ref={instructions}
      tabIndex={-1}
      aria-label={section.heading}
      className="flex flex-col gap-7 rounded-sm"
    >
      <NumberedStep number={1}>
        <p className="text-ink-800">{content.scanStep}</p>
        <img
          src={enrolment.qrCode}
          alt={content.qrAlt}
          width={176}
          height={176}
          className="mt-4 size-44 rounded-2xl bg-white p-3 ring-1 ring-sand-300"
        />
      </NumberedStep>
      <NumberedStep number={2}>
        <p className="text-ink-800">{content.keyStep}</p>
        <SecretKey secret={enrolment.secret} />
      </NumberedStep>
      <NumberedStep number={3} grow>
        <p className="mb-4 text-ink-800">{content.codeStep}</p>
        <BusyForm busy={verifying} onSubmit={() => void submit()} className="flex flex-col gap-5">
          <OneTimeCodeField ref={fieldRef} value={code} onChange={change} error={error} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit">{verifying ? content.confirming : content.confirm}</Button>
            {onCancel && (
              <Button variant="outline" onClick={onCancel}>
                {content.cancel}
              </Button>
            )}
          </div>
        </BusyForm>
      </NumberedStep>
    </ol>
  );
}
