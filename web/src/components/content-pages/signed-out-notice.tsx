import { X } from 'lucide-react';
import { dashboardContent } from '../../content/dashboard.ts';
import { signedOutHereAnchor } from '../../paths.ts';

const copy = dashboardContent.signedOutOffline;

/**
 * What "Sair" says when the server could not be told (the session ended on this device only).
 * `/` runs no JavaScript, so the notice shows only when the address names it (`:target`), and
 * "Fechar" takes the name away.
 */
export function SignedOutNotice() {
  return (
    <div
      id={signedOutHereAnchor}
      role="status"
      className="fixed inset-x-4 bottom-4 z-20 hidden gap-3 rounded-2xl border border-sand-300 bg-ivory-50 p-4 pr-12 text-ink-900 shadow-lg shadow-ink-900/10 target:flex sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <div>
        <p className="font-display text-body font-semibold">{copy.title}</p>
        <p className="mt-0.5 text-small text-ink-700">{copy.description}</p>
      </div>
      <a
        href="#"
        aria-label={copy.close}
        className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-full text-ink-700 hover:bg-sand-200"
      >
        <X aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
