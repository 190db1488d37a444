import { sitePaths } from '../../../../shared/site-paths.ts';
import { authScreen } from '../../content/auth.ts';

const copy = authScreen.legalLinks;

/** The terms and the privacy policy, where an account is used: below the sign-in form. */
export function LegalLinks() {
  return (
    <nav aria-label={copy.label} className="mt-6 border-t border-sand-300 pt-5">
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-caption">
        {[
          { href: sitePaths.terms, label: copy.terms },
          { href: sitePaths.privacy, label: copy.privacy },
        ].map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-sm text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
