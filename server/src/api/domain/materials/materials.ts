import path from 'node:path';
import type { MaterialChanges, MaterialUploadFields } from '../../../../../shared/materials.ts';
import { materialLimits } from '../../../../../shared/materials.ts';
import type { Actor } from '../../../platform/actor.ts';
import type { ByteRange } from '../../db/files/file-store.ts';
import type { MaterialRow } from '../../db/repositories/materials.ts';
import type { ApiServices } from '../api-services.ts';
import { identifyUpload } from './incoming-file.ts';
import { materialJson, teamMaterialJson } from './material-json.ts';
import { MaterialRefusal } from './material-refusal.ts';

type StaffActor = Actor & { userId: string };

/** An upload read to local disk, with the form's text fields. */
interface MaterialUpload {
  path: string;
  size: number;
  sentName: string;
  fields: MaterialUploadFields;
}

/** "relatorio_anual-2026.pdf" → "relatorio anual 2026". */
function titleFromFileName(fileName: string) {
  const stem = path.parse(fileName).name.replace(/[_-]+/g, ' ').trim();
  return (stem || 'Material').slice(0, materialLimits.title);
}

/** Published materials, newest first, with when the caller opened each. */
export async function listPublishedMaterials(services: ApiServices, userId: string) {
  const rows = await services.materials.listPublished(services.auth.store.db, userId);
  return rows.map(materialJson);
}

/** The whole library, drafts included. */
export async function listTeamMaterials(services: ApiServices) {
  const rows = await services.materials.listAll(services.auth.store.db);
  return rows.map(teamMaterialJson);
}

/** Checks the file, stores it and lists it (published or as a draft), as one change. */
export async function uploadMaterial(
  services: ApiServices,
  upload: MaterialUpload,
  actor: StaffActor,
) {
  const { fileName, contentType } = await identifyUpload(upload);
  const files = services.files.forNewFiles;
  const at = new Date().toISOString();
  const row: MaterialRow = {
    id: crypto.randomUUID(),
    title: upload.fields.title ?? titleFromFileName(fileName),
    description: upload.fields.description,
    file_name: fileName,
    content_type: contentType,
    size: upload.size,
    storage: files.kind,
    published_at: upload.fields.published ? at : null,
    created_at: at,
    updated_at: at,
  };
  await files.save(row.id, { path: upload.path, size: upload.size, contentType }, async (trx) => {
    await services.materials.insert(trx, row);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'material_uploaded',
      ...actor,
      detail: { material: row.id, title: row.title, published: row.published_at !== null },
    });
  });
  return teamMaterialJson(row);
}

/** New title, description or publication; publishing again keeps the first publication date. */
export async function changeMaterial(
  services: ApiServices,
  id: string,
  changes: MaterialChanges,
  actor: StaffActor,
) {
  return services.auth.store.db.transaction().execute(async (trx) => {
    const row = await services.materials.find(trx, id);
    if (!row) throw new MaterialRefusal('material_not_found');
    const at = new Date().toISOString();
    const published = changes.published ?? row.published_at !== null;
    const next = {
      title: changes.title ?? row.title,
      description: changes.description === undefined ? row.description : changes.description,
      published_at: published ? (row.published_at ?? at) : null,
      updated_at: at,
    };
    await services.materials.update(trx, id, next);
    await services.auth.repositories.auditLog.record(trx, {
      action: 'material_changed',
      ...actor,
      detail: { material: id, title: next.title, published },
    });
    return teamMaterialJson({ ...row, ...next });
  });
}

export async function deleteMaterial(services: ApiServices, id: string, actor: StaffActor) {
  const row = await services.materials.find(services.auth.store.db, id);
  if (!row) throw new MaterialRefusal('material_not_found');
  await services.files.holding(row.storage).remove(id, async (trx) => {
    if (!(await services.materials.delete(trx, id))) {
      throw new MaterialRefusal('material_not_found');
    }
    await services.auth.repositories.auditLog.record(trx, {
      action: 'material_deleted',
      ...actor,
      detail: { material: id, title: row.title },
    });
  });
}

/** Whether the reader sees drafts too: the team, as the data API's guards decide. */
interface Reader {
  drafts: boolean;
}

/** A material the reader may read: a published one, or a draft for the team; else not found. */
export async function readableMaterial(services: ApiServices, id: string, reader: Reader) {
  const row = await services.materials.find(services.auth.store.db, id);
  if (!row || (row.published_at === null && !reader.drafts)) {
    throw new MaterialRefusal('material_not_found');
  }
  return row;
}

/** A link to the file for the caller's session; the first one marks the material opened. */
export async function linkToMaterial(
  services: ApiServices,
  caller: { user: { id: string }; session: { id: string } },
  id: string,
  reader: Reader,
) {
  await readableMaterial(services, id, reader);
  const at = new Date().toISOString();
  await services.materials.markOpened(services.auth.store.db, caller.user.id, id, at);
  return services.materialLinks.create(id, {
    userId: caller.user.id,
    sessionId: caller.session.id,
  });
}

/** The bytes of `row` in `range`, from wherever they were stored. */
export function readMaterialFile(services: ApiServices, row: MaterialRow, range: ByteRange) {
  return services.files.holding(row.storage).read(row.id, range);
}
