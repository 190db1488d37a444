import { type RefObject } from 'react';
import type { TeamMaterial } from '../../../../../shared/materials.ts';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminMaterialsContent } from '../../../content/admin-materials.ts';
import { classNames } from '../../../lib/class-names.ts';
import type { ApiLoad } from '../../../lib/use-api-load.ts';
import { libraryColumns } from './library-columns.ts';
import { LibraryItem } from './library-item.tsx';

const { library: copy } = adminMaterialsContent;

interface LibrarySectionProps {
  load: ApiLoad<TeamMaterial[]>;
  onRetry(): void;
  onChanged(material: TeamMaterial): void;
  /** A material went: the list is read again. */
  onGone(): void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** "Biblioteca": every material, drafts included, as cards on a phone and a table on a wide screen. */
export function LibrarySection({
  load,
  onRetry,
  onChanged,
  onGone,
  headingRef,
}: LibrarySectionProps) {
  return (
    <section aria-labelledby="biblioteca" className={raisedCardClassName}>
      <h2
        id="biblioteca"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-title-2 font-medium text-ink-900"
      >
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-prose text-ink-700">{copy.lead}</p>
      <SectionLoadStatus load={load} copy={copy} onRetry={onRetry} />
      {load.status === 'ready' &&
        (load.data.length === 0 ? (
          <p className="mt-8 rounded-2xl border border-dashed border-sand-300 px-6 py-10 text-center text-ink-700">
            {copy.empty}
          </p>
        ) : (
          <div className="mt-8">
            {/* The table's head, for the eye only: each row names its own parts to screen readers. */}
            <div
              aria-hidden="true"
              className={classNames(
                'hidden gap-6 border-b border-ink-900/20 px-2 pb-3 text-eyebrow text-ink-600 uppercase xl:grid',
                libraryColumns,
              )}
            >
              <span>{copy.columns.title}</span>
              <span>{copy.columns.format}</span>
              <span>{copy.columns.state}</span>
              <span>{copy.columns.changed}</span>
            </div>
            <ul aria-label={copy.listLabel} className="flex flex-col gap-4 xl:gap-0">
              {load.data.map((material) => (
                <LibraryItem
                  key={material.id}
                  material={material}
                  onChanged={onChanged}
                  onGone={onGone}
                />
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
