import { type ReactNode, useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router';
import { useAuth } from '../auth/use-auth.ts';
import { adminContent } from '../content/admin.ts';
import { authToasts, providerErrorMessages } from '../content/auth.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { paths } from '../paths.ts';
import { ConsoleHeader } from './console-header.tsx';
import { notifyError } from './notify.ts';

/** What the gate hands its console pages (`useOutletContext()`). */
export interface ConsoleGateContext {
  /** The member of the team is signing out: no trip to `/auth` on the way home. */
  setSigningOut(signingOut: boolean): void;
}

interface ConsolePageProps {
  /** The page's heading, also in its tab title. */
  title: string;
  children: ReactNode;
}

/** A page of the team's console, under its header; the gate has already let a staff member in. */
export function ConsolePage({ title, children }: ConsolePageProps) {
  useDocumentTitle(adminContent.documentTitle(title));
  const { user, signOut } = useAuth();
  const gate = useOutletContext<ConsoleGateContext>();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function leave() {
    setSigningOut(true);
    gate.setSigningOut(true);
    const { error } = await signOut();
    if (!error) return navigate(paths.home);
    setSigningOut(false);
    gate.setSigningOut(false);
    notifyError({ title: authToasts.errorTitle, description: providerErrorMessages.unexpected });
  }

  return (
    <div className="min-h-dvh bg-ivory-100" data-scrollbar-from-start>
      <ConsoleHeader
        title={title}
        email={user?.email ?? ''}
        onSignOut={() => void leave()}
        signingOut={signingOut}
      />
      <main className="mx-auto -mt-16 max-w-7xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
        {children}
      </main>
    </div>
  );
}
