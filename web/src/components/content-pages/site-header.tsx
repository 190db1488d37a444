import { Menu, X } from 'lucide-react';
import type { SiteContent, SiteLink } from '../../../../shared/site-content/schema.ts';
import { siteContent } from '../../content/site.ts';
import { paths } from '../../paths.ts';
import { ButtonLink } from '../button.tsx';
import { Logo } from '../logo.tsx';

/** The sections' links, in a row on a wide screen and in the menu's panel on a phone. */
function SectionLinks({ links, className }: { links: SiteLink[]; className: string }) {
  return (
    <nav aria-label={siteContent.sectionsNavigationLabel}>
      <ul className={className}>
        {links.map((link) => (
          <li key={link.href + link.label}>
            <a
              href={link.href}
              className="flex min-h-11 items-center rounded-sm text-small font-medium text-sand-200 underline-offset-8 hover:text-ivory-50 hover:underline max-lg:px-4"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The sections on a phone: a <details>, so it opens without JavaScript; landing-menu.ts closes it
 * on a choice, on Escape and on a click elsewhere.
 */
function SectionMenu({ links }: { links: SiteLink[] }) {
  return (
    <details data-section-menu className="group ml-auto lg:hidden">
      <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full border border-ivory-50/40 text-ivory-50 transition-colors hover:border-ivory-50 hover:bg-ivory-50/10 [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open:block" />
        <span className="sr-only">{siteContent.sectionsMenuLabel}</span>
      </summary>
      <div className="absolute inset-x-5 top-full z-10 rounded-2xl border border-ivory-50/15 bg-ink-950 p-2 shadow-lg shadow-ink-950/40 sm:inset-x-8">
        <SectionLinks links={links} className="flex flex-col" />
      </div>
    </details>
  );
}

export function SiteHeader({ header }: { header: SiteContent['header'] }) {
  const links = header.navigation;
  return (
    <header className="absolute inset-x-0 top-0 z-10">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-2 px-5 py-5 sm:gap-4 sm:px-8">
        <a href={paths.home} className="rounded-sm">
          <Logo tone="light" className="max-sm:h-8" />
        </a>
        {links.length > 0 && (
          <>
            <div className="hidden lg:block">
              <SectionLinks links={links} className="flex items-center gap-8" />
            </div>
            <SectionMenu links={links} />
          </>
        )}
        <ButtonLink href={paths.auth()} variant="outline-light" className="max-sm:px-4">
          {header.clientAreaLabel}
        </ButtonLink>
      </div>
    </header>
  );
}
