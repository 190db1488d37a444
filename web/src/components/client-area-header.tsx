import { LogOut } from 'lucide-react';
import { dashboardContent } from '../content/dashboard.ts';
import { paths } from '../paths.ts';
import { Button } from './button.tsx';
import { ClientAreaNav } from './client-area-nav.tsx';
import { Logo } from './logo.tsx';

interface ClientAreaHeaderProps {
  /** The page's heading; on `/dashboard`, the seed's "Área do Cliente". */
  title: string;
  onSignOut(): void;
  signingOut: boolean;
}

/** The dark band on top of every client page: logo, the way out, the pages, and the heading. */
export function ClientAreaHeader({ title, onSignOut, signingOut }: ClientAreaHeaderProps) {
  return (
    <header className="relative overflow-hidden bg-ink-900 text-ivory-50">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[32rem] rounded-full border border-brass-400/20 sm:size-[44rem]"
      />
      <div className="relative mx-auto max-w-6xl px-5 pt-5 pb-28 sm:px-8 sm:pb-36">
        <div className="flex items-center justify-between gap-4">
          <a href={paths.home} className="rounded-sm">
            <Logo tone="light" />
          </a>
          <Button variant="outline-light" onClick={onSignOut} disabled={signingOut}>
            <LogOut aria-hidden="true" className="size-4" />
            {dashboardContent.signOut}
          </Button>
        </div>
        <ClientAreaNav />
        <h1 className="mt-10 font-display text-headline font-medium sm:mt-14">{title}</h1>
      </div>
    </header>
  );
}
