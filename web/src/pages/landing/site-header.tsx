import { ButtonLink } from '../../components/button.tsx';
import { Logo } from '../../components/logo.tsx';
import { header } from '../../content/landing.ts';
import { paths } from '../../paths.ts';

export function SiteHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-10">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-5 sm:px-8">
        <a href={paths.home} className="rounded-sm">
          <Logo tone="light" />
        </a>
        <ButtonLink href={paths.auth()} variant="outline-light">
          {header.clientAreaLabel}
        </ButtonLink>
      </div>
    </header>
  );
}
