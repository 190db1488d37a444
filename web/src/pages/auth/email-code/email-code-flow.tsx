import { useEffect, useRef, useState } from 'react';
import { signInStepDue } from '../../../api/second-factor-api.ts';
import { resetRequestSchema, validate } from '../../../auth/credentials-schema.ts';
import { loadAuthClient } from '../../../auth/load-auth-client.ts';
import { useAuth } from '../../../auth/use-auth.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { OneTimeCodeField } from '../../../components/one-time-code-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { authScreen, authToasts } from '../../../content/auth.ts';
import { emailCodeContent as content } from '../../../content/email-code.ts';
import { isCompleteCode } from '../../../lib/one-time-code.ts';
import { paths } from '../../../paths.ts';
import { sendCodeErrorMessage, verifyCodeErrorMessage } from './email-code-errors.ts';

type Step = 'email' | 'code' | 'link';

const onThisSite = (path: string) => `${window.location.origin}${path}`;

interface EmailCodeFlowProps {
  initialEmail: string;
  /** The e-mail link's token, when the person arrived by it: one tap finishes. */
  linkToken: string | null;
  /** Back to the password form. */
  onBack(): void;
}

const textLinkClassName =
  'rounded-sm text-small font-medium text-brass-700 underline decoration-brass-400 underline-offset-4 hover:text-ink-900 hover:decoration-ink-900';

/**
 * Signing in with a code by e-mail (decision 044): the address, then the six digits from the
 * e-mail (one field a phone fills from the message, or that takes a pasted code); or, from the
 * e-mail's link, one tap. The session it opens is a password's: a second factor is still asked.
 */
export function EmailCodeFlow({ initialEmail, linkToken, onBack }: EmailCodeFlowProps) {
  const { prepare } = useAuth();
  const [step, setStep] = useState<Step>(linkToken ? 'link' : 'email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);

  // The screen learns of the session the code opens from the auth client it listens to.
  useEffect(() => prepare(), [prepare]);
  useEffect(() => {
    if (step === 'email') emailField.current?.focus();
    if (step === 'code') codeField.current?.focus();
  }, [step]);

  const refuse = (message: string) => {
    setFieldError(message);
    notifyError({ title: authToasts.errorTitle, description: message });
    (step === 'code' ? codeField : emailField).current?.focus();
  };

  async function working(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const sendCode = (address: string) =>
    loadAuthClient().then((client) =>
      client.signInWithOtp({
        email: address,
        options: { shouldCreateUser: false, emailRedirectTo: onThisSite(paths.auth()) },
      }),
    );

  async function signedIn() {
    // A sign-in with a step left (the second factor) is complete, and said so, after that step.
    if (!(await signInStepDue())) notifySuccess(authToasts.signedIn);
  }

  async function askForCode() {
    const input = validate(resetRequestSchema, { email });
    if (!input.success) return refuse(input.message);
    await working(async () => {
      const { error } = await sendCode(input.data.email);
      if (error) return refuse(sendCodeErrorMessage(error));
      setEmail(input.data.email);
      setFieldError(undefined);
      setCode('');
      setStep('code');
    });
  }

  async function resendCode() {
    await working(async () => {
      const { error } = await sendCode(email);
      if (error) return refuse(sendCodeErrorMessage(error));
      setFieldError(undefined);
      setCode('');
      notifySuccess(content.resent);
      codeField.current?.focus();
    });
  }

  async function enterCode() {
    if (!isCompleteCode(code)) return refuse(content.errors.missing);
    await working(async () => {
      const client = await loadAuthClient();
      const { error } = await client.verifyOtp({ email, token: code, type: 'email' });
      if (error) return refuse(verifyCodeErrorMessage(error));
      await signedIn();
    });
  }

  async function followLink() {
    await working(async () => {
      const client = await loadAuthClient();
      const { error } = await client.verifyOtp({ token_hash: linkToken!, type: 'magiclink' });
      if (!error) return signedIn();
      const message =
        error.code === 'otp_expired' ? content.errors.linkExpired : verifyCodeErrorMessage(error);
      setStep('email');
      refuse(message);
    });
  }

  const submit = { email: askForCode, code: enterCode, link: followLink }[step];
  const heading = { email: content.askTitle, code: content.askTitle, link: content.linkTitle }[
    step
  ];
  const lead = { email: content.askLead, code: content.codeLead(email), link: content.linkLead }[
    step
  ];

  return (
    <BusyForm busy={busy} onSubmit={() => void submit()} className="flex flex-col gap-5">
      <div>
        <h2 className="font-display text-title-4 font-medium text-ink-900">{heading}</h2>
        <p className="mt-2 text-small text-ink-700" aria-live="polite">
          {lead}
        </p>
      </div>
      {step === 'email' && (
        <TextField
          ref={emailField}
          label={authScreen.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={authScreen.emailPlaceholder}
          required
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
          }}
        />
      )}
      {step === 'code' && (
        <OneTimeCodeField
          ref={codeField}
          hint={content.codeHint}
          value={code}
          error={fieldError}
          onChange={(typed) => {
            setCode(typed);
            setFieldError(undefined);
          }}
        />
      )}
      {step === 'link' && fieldError && (
        <p role="alert" className="text-small text-danger-700">
          {fieldError}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-2 w-full">
        {busy ? authScreen.processing : step === 'email' ? content.send : content.enter}
      </Button>
      <div className="flex flex-wrap justify-between gap-x-6 gap-y-3">
        {step === 'code' && (
          <>
            <button type="button" className={textLinkClassName} onClick={() => void resendCode()}>
              {content.resend}
            </button>
            <button
              type="button"
              className={textLinkClassName}
              onClick={() => {
                setFieldError(undefined);
                setStep('email');
              }}
            >
              {content.otherEmail}
            </button>
          </>
        )}
        <button type="button" className={textLinkClassName} onClick={onBack}>
          {content.withPassword}
        </button>
      </div>
    </BusyForm>
  );
}
