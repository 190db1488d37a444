import { lazy, Suspense } from 'react';
import type { EmailCodeEntry as Entry } from './use-email-code-entry.ts';

/** The screens of signing in with a code, fetched when first wanted (decision 044). */
export const emailCodeFlow = () => import('./email-code-flow.tsx');

const EmailCodeFlow = lazy(async () => ({ default: (await emailCodeFlow()).EmailCodeFlow }));

interface EmailCodeEntryProps {
  entry: Entry;
  /** What was typed in the password form's e-mail field, to start from. */
  email: string;
}

export function EmailCodeEntry({ entry, email }: EmailCodeEntryProps) {
  return (
    <Suspense fallback={null}>
      <EmailCodeFlow initialEmail={email} linkToken={entry.linkToken} onBack={entry.close} />
    </Suspense>
  );
}
