import type { ReactNode } from 'react';
import { BrandRings } from './brand-rings.tsx';
import { siteContent } from '../content/site.ts';
import { paths } from '../paths.ts';
import { Logo } from './logo.tsx';

/**
 * A page that stands outside the landing and the client area (not found, a failed page): the
 * landing's dark band with its brass rings, the logo home, the page's words, the brand's line at
 * the foot. The logo is a plain link, so it leads home even when the app itself is what failed.
 */
export function BrandScreen({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-ink-900 text-ivory-50">
      <BrandRings />
      <header className="relative mx-auto w-full max-w-6xl px-5 py-5 sm:px-8">
        <a href={paths.home} className="inline-block rounded-sm">
          <Logo tone="light" />
        </a>
      </header>
      <main className="relative mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-5 py-16 sm:px-8 sm:py-24">
        <span aria-hidden="true" className="mb-8 block h-px w-12 bg-brass-400" />
        {children}
      </main>
      <footer className="relative border-t border-ivory-50/10 bg-ink-950">
        <p className="mx-auto max-w-6xl px-5 py-6 text-caption text-sand-300 sm:px-8">
          {siteContent.brandName} · {siteContent.tagline}
        </p>
      </footer>
    </div>
  );
}
