import { ArrowUpRight } from 'lucide-react';
import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { siteContent } from '../../content/site.ts';
import { SitePicture, type SiteImageSizes } from '../site-picture.tsx';

type Founder = SiteContent['about']['founders'][number];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join('');

/** The founder's photo, or their initials on the brand's ink as a designed stand-in. */
function Portrait({ founder, imageSizes }: { founder: Founder; imageSizes: SiteImageSizes }) {
  const frame = 'size-24 shrink-0 overflow-hidden rounded-full sm:size-28';
  if (founder.photo) {
    return (
      <div className={`${frame} bg-sand-200 ring-1 ring-sand-300`}>
        <SitePicture
          image={founder.photo}
          sizes={imageSizes}
          layout="112px"
          className="size-full object-cover"
        />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`${frame} relative flex items-center justify-center bg-ink-900 font-display text-title-3 text-brass-300`}
    >
      <span className="absolute inset-2 rounded-full border border-brass-400/30" />
      {initials(founder.name)}
    </div>
  );
}

export function FounderCard({
  founder,
  imageSizes,
}: {
  founder: Founder;
  imageSizes: SiteImageSizes;
}) {
  return (
    <article className="flex flex-col gap-6 rounded-2xl bg-ivory-50 p-7 shadow-sm ring-1 ring-sand-300/60 sm:flex-row sm:p-9">
      <Portrait founder={founder} imageSizes={imageSizes} />
      <div>
        <h3 className="font-display text-title-3 font-medium text-ink-900">{founder.name}</h3>
        <p className="mt-1 text-small font-medium text-brass-700">{founder.role}</p>
        <p className="mt-4 text-ink-700">{founder.bio}</p>
        {founder.profileUrl && (
          <a
            href={founder.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={founder.profileLabel || undefined}
            className="mt-5 inline-flex min-h-11 items-center gap-1.5 font-medium text-ink-900 underline decoration-brass-400 underline-offset-4 hover:decoration-ink-900"
          >
            {siteContent.profileLinkText}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </article>
  );
}
