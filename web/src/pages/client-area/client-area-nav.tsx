import { NavLink } from 'react-router';
import { dashboardContent } from '../../content/dashboard.ts';
import { classNames } from '../../lib/class-names.ts';
import { paths } from '../../paths.ts';

const { nav } = dashboardContent;

const pages = [
  { to: paths.dashboard, label: nav.home },
  { to: paths.profile, label: nav.profile },
  { to: paths.agenda, label: nav.agenda },
  { to: paths.materials, label: nav.materials },
  { to: paths.security, label: nav.security },
] as const;

/**
 * The client pages, as a row of links that wraps on a narrow screen (every page stays in sight);
 * the current one is marked for everyone (filled and outlined) and for screen readers
 * (`aria-current="page"`).
 */
export function ClientAreaNav() {
  return (
    <nav aria-label={nav.label} className="mt-6 sm:mt-8">
      <ul className="-m-1 flex flex-wrap gap-2 p-1">
        {pages.map((page) => (
          <li key={page.to} className="shrink-0">
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                classNames(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-sm sm:px-5 font-medium tracking-wide whitespace-nowrap transition-colors duration-200',
                  isActive
                    ? 'bg-ivory-50/10 text-ivory-50 ring-1 ring-brass-300/70'
                    : 'text-sand-200 hover:bg-ivory-50/5 hover:text-ivory-50',
                )
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
