import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { sitePaths } from '../../../../shared/site-paths.ts';
import { siteContent } from '../../content/site.ts';
import { Logo } from '../logo.tsx';

const linkClass =
  'inline-block py-1 text-sand-200 hover:text-ivory-50 hover:underline underline-offset-4';

interface SiteFooterProps {
  footer: SiteContent['footer'];
  legal: SiteContent['legal'];
  /** Off `/`, a link to a section (`#quem-somos`) goes to that section of `/`. */
  onHomePage?: boolean;
}

/** The landing page's footer, also under the legal pages. */
export function SiteFooter({ footer, legal, onHomePage = true }: SiteFooterProps) {
  const target = (href: string) => (!onHomePage && href.startsWith('#') ? `/${href}` : href);
  const legalLinks = [
    { label: legal.terms.title, href: sitePaths.terms },
    { label: legal.privacy.title, href: sitePaths.privacy },
  ];
  return (
    <footer className="bg-ink-950 text-ivory-50">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sand-300">{footer.description}</p>
        </div>
        {footer.columns.map((column, index) => (
          <nav key={index} aria-label={column.title}>
            <h2 className="text-eyebrow text-brass-300 uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((link, linkIndex) => (
                <li key={linkIndex}>
                  <a href={target(link.href)} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-ivory-50/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-6 text-caption sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p className="text-sand-300">
            {siteContent.copyright(footer.copyrightYear, siteContent.brandName)}
          </p>
          <ul className="flex gap-6">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
