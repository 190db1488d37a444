import type { MaterialChanges, TeamMaterial } from '../../../shared/materials.ts';
import { apiCommand, apiRequest } from './api-client.ts';
import { apiUpload, type UploadProgress } from './api-upload.ts';

/** Every material of the library, drafts included. */
export const fetchTeamMaterials = () => apiRequest<TeamMaterial[]>('GET', '/admin/materials');

export interface MaterialUploadRequest {
  file: File;
  title?: string | undefined;
  description: string | null;
  published: boolean;
}

/** Sends a file to the library, with its title and description; published or a draft. */
export function uploadMaterial(
  { file, title, description, published }: MaterialUploadRequest,
  onProgress: (progress: UploadProgress) => void,
) {
  const form = new FormData();
  if (title) form.set('title', title);
  if (description) form.set('description', description);
  form.set('published', String(published));
  form.set('file', file, file.name);
  return apiUpload<TeamMaterial>('/admin/materials', form, onProgress);
}

/** Changes a material's title, description or publication; answers the material as it is now. */
export const changeMaterial = (id: string, changes: MaterialChanges) =>
  apiRequest<TeamMaterial>('PATCH', `/admin/materials/${encodeURIComponent(id)}`, changes);

/** Deletes a material and its file. */
export const deleteMaterial = (id: string) =>
  apiCommand('DELETE', `/admin/materials/${encodeURIComponent(id)}`);
