import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { siteContent } from '../../content/site.ts';
import { paths } from '../../paths.ts';
import { ButtonLink } from '../button.tsx';
import { Logo } from '../logo.tsx';

export function SiteHeader({ header }: { header: SiteContent['header'] }) {
  return (
    <header className="absolute inset-x-0 top-0 z-10">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-5 sm:px-8">
        <a href={paths.home} className="rounded-sm">
          <Logo tone="light" />
        </a>
        {header.navigation.length > 0 && (
          <nav aria-label={siteContent.sectionsNavigationLabel} className="hidden lg:block">
            <ul className="flex items-center gap-8">
              {header.navigation.map((link) => (
                <li key={link.href + link.label}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-11 items-center rounded-sm text-small font-medium text-sand-200 underline-offset-8 hover:text-ivory-50 hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ButtonLink href={paths.auth()} variant="outline-light">
          {header.clientAreaLabel}
        </ButtonLink>
      </div>
    </header>
  );
}
