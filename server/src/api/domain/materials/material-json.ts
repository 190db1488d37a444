import type { Material, TeamMaterial } from '../../../../../shared/materials.ts';
import type { MaterialRow } from '../../db/repositories/materials.ts';

function fileFields(row: MaterialRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    file_name: row.file_name,
    content_type: row.content_type,
    size: Number(row.size),
  };
}

/** A published material as the client list shows it. */
export function materialJson(row: MaterialRow & { opened_at: string | null }): Material {
  return { ...fileFields(row), published_at: row.published_at ?? '', opened_at: row.opened_at };
}

/** A material as the team's library shows it. */
export function teamMaterialJson(row: MaterialRow): TeamMaterial {
  return {
    ...fileFields(row),
    published: row.published_at !== null,
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
