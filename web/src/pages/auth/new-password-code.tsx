import { type RefObject, useEffect } from 'react';
import { contactUrl } from '../../config/runtime-config.ts';
import { twoFactorContent } from '../../content/two-factor.ts';
import { OneTimeCodeField } from '../../components/one-time-code-field.tsx';

const { newPassword: content } = twoFactorContent;

interface NewPasswordCodeProps {
  value: string;
  onChange(code: string): void;
  error: string | undefined;
  ref: RefObject<HTMLInputElement | null>;
}

/**
 * The second factor's code on "Nova senha", for an account that has one: it takes the keyboard
 * when it appears, and says whom to ask when the authenticator app is lost (decision 030).
 */
export function NewPasswordCode({ ref, ...field }: NewPasswordCodeProps) {
  useEffect(() => ref.current?.focus(), [ref]);
  return (
    <>
      <OneTimeCodeField ref={ref} hint={content.codeHint} {...field} />
      <p className="text-small text-ink-700">
        {content.lostApp}{' '}
        <a
          href={contactUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-sm font-medium text-brass-700 underline decoration-brass-400 underline-offset-4 hover:text-ink-900"
        >
          {content.contact}
          <span className="sr-only"> {content.newTab}</span>
        </a>
        {content.afterContact}
      </p>
    </>
  );
}
