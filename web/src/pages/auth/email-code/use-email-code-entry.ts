import { useState } from 'react';
import { useLocation } from 'react-router';

/** Our sign-in e-mail's link: `/auth?token_hash=…&type=magiclink` (auth-api.md, `POST /otp`). */
function readSignInLink(search: string): string | null {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const tokenHash = query.get('token_hash');
  return tokenHash && (type === 'magiclink' || type === 'email') ? tokenHash : null;
}

/**
 * Whether `/auth` shows signing in with a code by e-mail instead of the password form: asked for
 * with "Receber um código por email", or arrived at from the e-mail's link. The link's token is
 * read once, before the screen takes it out of the address bar.
 */
export function useEmailCodeEntry() {
  const location = useLocation();
  const [linkToken] = useState(() => readSignInLink(location.search));
  const [open, setOpen] = useState(linkToken !== null);
  return {
    open,
    linkToken,
    start: () => setOpen(true),
    close: () => setOpen(false),
  };
}

export type EmailCodeEntry = ReturnType<typeof useEmailCodeEntry>;
