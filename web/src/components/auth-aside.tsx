import { authScreen } from '../content/auth.ts';
import { siteContent } from '../content/site.ts';

/** The dark brand panel beside the form on wide screens; decoration, so phones go without it. */
export function AuthAside() {
  return (
    <aside
      aria-label={authScreen.aside.eyebrow}
      className="relative hidden overflow-hidden bg-ink-900 text-ivory-50 lg:flex lg:flex-col lg:justify-end"
    >
      <div
        aria-hidden="true"
        className="absolute -top-48 -left-48 size-[40rem] rounded-full border border-brass-400/20"
      />
      <div
        aria-hidden="true"
        className="absolute -top-24 -left-24 size-[30rem] rounded-full border border-brass-400/10"
      />
      <div className="relative px-12 pb-16 xl:px-16 xl:pb-20">
        <p className="text-eyebrow text-brass-300 uppercase">{authScreen.aside.eyebrow}</p>
        <p className="mt-6 max-w-md font-display text-title-2 text-balance">
          {authScreen.aside.quote}
        </p>
        <p className="mt-8 text-caption text-sand-300">
          {siteContent.brandName} · {siteContent.tagline}
        </p>
      </div>
    </aside>
  );
}
