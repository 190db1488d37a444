import { consoleLinks } from '../console-links.ts';
import { LogOut } from 'lucide-react';
import { fetchTeamUnread } from '../api/unread-messages-api.ts';
import { adminContent } from '../content/admin.ts';
import { dashboardContent } from '../content/dashboard.ts';
import { useUnreadMessages } from '../lib/unread-messages.ts';
import { paths } from '../paths.ts';
import { Button } from './button.tsx';
import { Logo } from './logo.tsx';
import { PageNav } from './page-nav.tsx';

const { nav } = adminContent;

/** The console's pages; "Mensagens" with how many clients' messages the team has not read. */
function useConsolePages() {
  const unread = useUnreadMessages(fetchTeamUnread, true);
  return [
    { to: consoleLinks.adminClients, label: nav.clients, end: false },
    { to: consoleLinks.adminAgenda, label: nav.agenda },
    { to: consoleLinks.adminPlans, label: nav.plans, end: false },
    { to: consoleLinks.adminIntake, label: nav.intake },
    { to: consoleLinks.adminMaterials, label: nav.materials },
    {
      to: consoleLinks.adminMessages,
      label: nav.messages,
      end: false,
      badge: { count: unread, spoken: dashboardContent.nav.unread(unread) },
    },
    { to: consoleLinks.adminContent, label: nav.content },
    { to: consoleLinks.adminAudit, label: nav.audit },
    { to: paths.security, label: nav.security },
  ];
}

interface ConsoleHeaderProps {
  title: string;
  email: string;
  onSignOut(): void;
  signingOut: boolean;
}

/**
 * The band on top of every console page: the client area's colours, darker, under a brass rule,
 * with "Equipe" beside the logo and who is signed in, so the team always knows which side it is on.
 */
export function ConsoleHeader({ title, email, onSignOut, signingOut }: ConsoleHeaderProps) {
  const pages = useConsolePages();
  return (
    <header className="relative overflow-hidden border-t-4 border-brass-400 bg-ink-950 text-ivory-50">
      <div
        aria-hidden="true"
        className="absolute -bottom-48 -left-40 size-[30rem] rounded-full border border-brass-400/15"
      />
      <div className="relative mx-auto max-w-7xl px-5 pt-5 pb-28 sm:px-8 sm:pb-32">
        {/* On a phone the row is as wide as the page's margins allow: a smaller logo, and "Sair"
            goes below rather than past the margin where the row still cannot hold it. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-4 sm:gap-x-4">
          <div className="flex items-center gap-3">
            <a href={paths.home} className="rounded-sm">
              <Logo tone="light" className="max-sm:h-8" />
            </a>
            <span className="rounded-full border border-brass-300/60 px-3 py-1 text-eyebrow text-brass-300 uppercase">
              {adminContent.badge}
            </span>
          </div>
          <div className="ml-auto flex items-center gap-4">
            <p className="hidden text-small break-all text-sand-200 md:block">
              {adminContent.signedInAs(email)}
            </p>
            <Button variant="outline-light" onClick={onSignOut} disabled={signingOut}>
              <LogOut aria-hidden="true" className="size-4" />
              {adminContent.signOut}
            </Button>
          </div>
        </div>
        <PageNav label={nav.label} pages={pages} className="mt-6 sm:mt-8" />
        <h1 className="mt-8 font-display text-headline font-medium break-words sm:mt-10">
          {title}
        </h1>
      </div>
    </header>
  );
}
