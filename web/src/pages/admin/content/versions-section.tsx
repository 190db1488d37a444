import { Eye } from 'lucide-react';
import { fetchContentVersions } from '../../../api/admin-content-api.ts';
import { Button } from '../../../components/button.tsx';
import { CardSection } from '../../../components/card-section.tsx';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminSiteContent } from '../../../content/admin-content.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';

const { versions: copy } = adminSiteContent;

interface VersionsSectionProps {
  liveVersion: number;
  /** The version the preview shows, if not the draft. */
  viewing: number | null;
  /** Shows `version` in the preview, or the draft again when it is shown already. */
  onView(version: number): void;
}

/** "Versões": every publication, newest first, who made it and when; each can be looked at. */
export function VersionsSection({ liveVersion, viewing, onView }: VersionsSectionProps) {
  const { load, reload } = useApiLoad(fetchContentVersions);
  return (
    <CardSection id="versoes" heading={copy.heading} lead={copy.lead}>
      <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
      {load.status === 'ready' && load.data.length === 0 && (
        <p className="text-ink-700">{copy.empty}</p>
      )}
      {load.status === 'ready' && load.data.length > 0 && (
        <ol
          aria-label={copy.listLabel}
          className="divide-y divide-sand-300 border-y border-sand-300"
        >
          {load.data.map((entry) => (
            <li
              key={entry.version}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                  {copy.name(entry.version)}
                  {entry.version === liveVersion && (
                    <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-caption font-semibold text-ivory-50">
                      {copy.live}
                    </span>
                  )}
                </p>
                <p className="text-small text-ink-700">
                  <time dateTime={entry.published_at}>{copy.publishedAt(entry.published_at)}</time>{' '}
                  {copy.by(entry.published_by?.email ?? null)}
                  {entry.restored_from !== null && ` · ${copy.restoredFrom(entry.restored_from)}`}
                </p>
              </div>
              <Button
                variant="outline"
                aria-pressed={entry.version === viewing}
                onClick={() => onView(entry.version)}
              >
                <Eye aria-hidden="true" className="size-4" />
                {copy.view}
                <span className="sr-only">{copy.which(entry.version)}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}
