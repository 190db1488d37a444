import type { ReactNode } from 'react';
import { paths } from '../paths.ts';
import { AuthAside } from './auth-aside.tsx';
import { Logo } from './logo.tsx';

interface AuthScreenFrameProps {
  title: string;
  lead: string;
  /** The form, below the title and its lead. */
  children: ReactNode;
}

/** The sign-in screens' page: the brand panel on wide screens, the logo, the title, the form. */
export function AuthScreenFrame({ title, lead, children }: AuthScreenFrameProps) {
  return (
    <div className="grid min-h-dvh bg-ivory-50 lg:grid-cols-[5fr_7fr]">
      <AuthAside />
      <main className="flex flex-col items-center justify-center px-5 py-12 sm:px-8 sm:py-16">
        <div className="w-full max-w-md">
          <a href={paths.home} className="inline-block rounded-sm">
            <Logo />
          </a>
          <h1 className="mt-10 font-display text-headline font-medium text-ink-900">{title}</h1>
          <p className="mt-3 text-ink-700">{lead}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
