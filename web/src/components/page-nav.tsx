import { NavLink } from 'react-router';
import { classNames } from '../lib/class-names.ts';

/** A count beside a page's name ("2" new messages), and how screen readers hear it. */
interface PageBadge {
  count: number;
  /** Read after the page's name: ", 2 não lidas". */
  spoken: string;
}

interface PageNavProps {
  /** What the navigation is, for screen readers. */
  label: string;
  pages: ReadonlyArray<{ to: string; label: string; end?: boolean; badge?: PageBadge }>;
  className?: string;
}

/**
 * A header's pages, as a row of links that wraps on a narrow screen (every page stays in sight);
 * the current one is marked for everyone (filled and outlined) and for screen readers
 * (`aria-current="page"`). A page with `end: false` stays current on the pages below it.
 */
export function PageNav({ label, pages, className }: PageNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="-m-1 flex flex-wrap gap-2 p-1">
        {pages.map((page) => (
          <li key={page.to} className="shrink-0">
            <NavLink
              to={page.to}
              end={page.end ?? true}
              aria-label={page.badge?.count ? `${page.label}${page.badge.spoken}` : undefined}
              className={({ isActive }) =>
                classNames(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-small sm:px-5 font-medium whitespace-nowrap transition-colors duration-200',
                  isActive
                    ? 'bg-ivory-50/10 text-ivory-50 ring-1 ring-brass-300/70'
                    : 'text-sand-200 hover:bg-ivory-50/5 hover:text-ivory-50',
                )
              }
            >
              {page.label}
              {page.badge && page.badge.count > 0 && (
                <span
                  aria-hidden="true"
                  className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-brass-300 px-1.5 text-caption font-semibold text-ink-950 tabular-nums"
                >
                  {page.badge.count}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
