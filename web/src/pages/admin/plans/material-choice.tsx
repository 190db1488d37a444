import type { ReactNode } from 'react';
import { fetchTeamMaterials } from '../../../api/admin-materials-api.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';

/** The library's published materials (those the client can see), read when asked for. */
export function MaterialChoice({
  render,
}: {
  render(options: { id: string; title: string }[]): ReactNode;
}) {
  const { load, reload } = useApiLoad(fetchTeamMaterials);
  if (load.status !== 'ready')
    return <SectionLoadStatus load={load} copy={adminPlansContent.evidence} onRetry={reload} />;
  return render(
    load.data
      .filter((material) => material.published)
      .map((material) => ({ id: material.id, title: material.title })),
  );
}
