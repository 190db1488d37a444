import { useRef } from 'react';
import type { TeamMaterial } from '../../../../../shared/materials.ts';
import { fetchTeamMaterials } from '../../../api/admin-materials-api.ts';
import { ConsolePage } from '../../../components/console-page.tsx';
import { adminMaterialsContent } from '../../../content/admin-materials.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { LibrarySection } from './library-section.tsx';
import { UploadSection } from './upload-section.tsx';

/** `/admin/materiais`: the team uploads, edits, publishes and deletes the clients' materials. */
export function AdminMaterialsPage() {
  return (
    <ConsolePage title={adminMaterialsContent.title}>
      <MaterialsSections />
    </ConsolePage>
  );
}

function MaterialsSections() {
  const { load, reload, replace } = useApiLoad(fetchTeamMaterials);
  const heading = useRef<HTMLHeadingElement>(null);
  const listed = load.status === 'ready' ? load.data : null;

  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      <UploadSection
        onUploaded={(material) => (listed ? replace([material, ...listed]) : reload())}
      />
      <LibrarySection
        load={load}
        onRetry={reload}
        headingRef={heading}
        onChanged={(changed: TeamMaterial) =>
          listed
            ? replace(listed.map((material) => (material.id === changed.id ? changed : material)))
            : reload()
        }
        onGone={() => {
          reload();
          // The item is about to go, with the button that had the keyboard.
          heading.current?.focus();
        }}
      />
    </div>
  );
}
