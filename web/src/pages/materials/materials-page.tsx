import { useRef } from 'react';
import { fetchMaterials } from '../../api/materials-api.ts';
import { ClientAreaPage } from '../../components/client-area-page.tsx';
import { raisedCardClassName } from '../../components/raised-card.ts';
import { SectionLoadStatus } from '../../components/section-load-status.tsx';
import { materialsContent } from '../../content/materials.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { MaterialList } from './material-list.tsx';
import { MaterialListSkeleton } from './material-skeletons.tsx';

/** `/dashboard/materiais`: what the team publishes for its clients, to read, watch or download. */
export function MaterialsPage() {
  useDocumentTitle(materialsContent.documentTitle);
  return (
    <ClientAreaPage title={materialsContent.title}>
      {() => (
        <main className="mx-auto -mt-16 max-w-6xl px-5 pb-20 sm:-mt-20 sm:px-8 sm:pb-28">
          <MaterialsSection />
        </main>
      )}
    </ClientAreaPage>
  );
}

/** Rendered for a signed-in client only, so the materials are asked for with a session. */
function MaterialsSection() {
  const { load, reload } = useApiLoad(fetchMaterials, { fromMemory: true });
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="materiais-exclusivos" className={raisedCardClassName}>
      <h2
        id="materiais-exclusivos"
        ref={heading}
        tabIndex={-1}
        className="font-display text-title-2 font-medium text-ink-900"
      >
        {materialsContent.heading}
      </h2>
      <p className="mt-3 max-w-prose text-ink-700">{materialsContent.lead}</p>
      <SectionLoadStatus
        load={load}
        copy={materialsContent}
        onRetry={reload}
        skeleton={<MaterialListSkeleton />}
      />
      {load.status === 'ready' && (
        <MaterialList
          materials={load.data}
          onGone={() => {
            reload();
            // The card is about to go, with the button that had the keyboard.
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}
