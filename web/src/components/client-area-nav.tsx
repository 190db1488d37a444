import { sitePaths } from '../../../shared/site-paths.ts';
import { fetchClientUnread } from '../api/unread-messages-api.ts';
import { useAuth } from '../auth/use-auth.ts';
import { isStaff } from '../auth/user-role.ts';
import { dashboardContent } from '../content/dashboard.ts';
import { useUnreadMessages } from '../lib/unread-messages.ts';
import { paths } from '../paths.ts';
import { PageNav } from './page-nav.tsx';

const { nav } = dashboardContent;

/** The client pages, in the header; "Mensagens" with how many of the team's are unread. */
export function ClientAreaNav() {
  const { user } = useAuth();
  const unread = useUnreadMessages(fetchClientUnread, user !== null && !isStaff(user));
  const pages = [
    { to: paths.dashboard, label: nav.home },
    { to: paths.profile, label: nav.profile },
    { to: paths.agenda, label: nav.agenda },
    { to: paths.intake, label: nav.intake },
    { to: paths.materials, label: nav.materials },
    { to: sitePaths.plan, label: nav.plan },
    {
      to: paths.messages,
      label: nav.messages,
      badge: { count: unread, spoken: nav.unread(unread) },
    },
    { to: paths.security, label: nav.security },
  ];
  return <PageNav label={nav.label} pages={pages} className="mt-6 sm:mt-8" />;
}
