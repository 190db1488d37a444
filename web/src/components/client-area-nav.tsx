import { dashboardContent } from '../content/dashboard.ts';
import { paths } from '../paths.ts';
import { PageNav } from './page-nav.tsx';

const { nav } = dashboardContent;

const pages = [
  { to: paths.dashboard, label: nav.home },
  { to: paths.profile, label: nav.profile },
  { to: paths.agenda, label: nav.agenda },
  { to: paths.intake, label: nav.intake },
  { to: paths.materials, label: nav.materials },
  { to: paths.security, label: nav.security },
] as const;

/** The client pages, in the header. */
export function ClientAreaNav() {
  return <PageNav label={nav.label} pages={pages} className="mt-6 sm:mt-8" />;
}
