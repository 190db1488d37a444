import { ArrowUpRight } from 'lucide-react';
import type { Founder } from '../../content/landing.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join('');

export function FounderCard({ founder }: { founder: Founder }) {
  return (
    <article className="flex flex-col gap-6 rounded-2xl bg-ivory-50 p-7 shadow-sm ring-1 ring-sand-300/60 sm:flex-row sm:p-9">
      <div
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded-full bg-ink-900 font-display text-title-3 text-brass-300"
      >
        {initials(founder.name)}
      </div>
      <div>
        <h3 className="font-display text-title-3 font-medium text-ink-900">{founder.name}</h3>
        <p className="mt-1 text-small font-medium text-brass-700">{founder.role}</p>
        <p className="mt-4 text-ink-700">{founder.bio}</p>
        <a
          href={founder.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={founder.profileLabel}
          className="mt-5 inline-flex min-h-11 items-center gap-1.5 font-medium text-ink-900 underline decoration-brass-400 underline-offset-4 hover:decoration-ink-900"
        >
          LinkedIn
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
