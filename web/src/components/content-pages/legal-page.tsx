import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { legalPageContent } from '../../content/legal.ts';
import { paths } from '../../paths.ts';
import { ButtonLink } from '../button.tsx';
import { Logo } from '../logo.tsx';
import { ControllerCard } from './controller-card.tsx';
import { LegalText } from './legal-text.tsx';
import { SiteFooter } from './site-footer.tsx';

type LegalPageKind = 'terms' | 'privacy';

interface LegalPageProps {
  content: SiteContent;
  kind: LegalPageKind;
}

/** `/termos` and `/privacidade`: the team's text between the site's header and footer. */
export function LegalPage({ content, kind }: LegalPageProps) {
  const page = content.legal[kind];
  return (
    <>
      <header className="bg-ink-900">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-5 sm:px-8">
          <a href={paths.home} className="rounded-sm">
            <Logo tone="light" />
          </a>
          <ButtonLink href={paths.auth()} variant="outline-light">
            {content.header.clientAreaLabel}
          </ButtonLink>
        </div>
      </header>
      <main className="bg-ivory-50">
        <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
          <span aria-hidden="true" className="mb-6 block h-px w-12 bg-brass-400" />
          <h1 className="font-display text-headline font-medium text-ink-900">{page.title}</h1>
          <p className="mt-4 text-ink-600">{legalPageContent.updatedOn(page.updatedOn)}</p>
          <LegalText markdown={page.body} />
          {kind === 'privacy' && <ControllerCard controller={content.legal.controller} />}
        </article>
      </main>
      <SiteFooter footer={content.footer} legal={content.legal} onHomePage={false} />
    </>
  );
}
