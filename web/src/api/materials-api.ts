import type { Material, MaterialLink } from '../../../shared/materials.ts';
import { apiRequest } from './api-client.ts';

/** The published materials, newest first, each with when this client first opened it. */
export const fetchMaterials = () => apiRequest<Material[]>('GET', '/materials');

/**
 * A short-lived URL of the file that needs no session header, so a player, an image or a new tab
 * can load it; asking for it marks the material opened.
 */
export const requestMaterialLink = (id: string) =>
  apiRequest<MaterialLink>('POST', `/materials/${encodeURIComponent(id)}/link`);

/** The link's URL, answered as an attachment: the browser saves the file instead of showing it. */
export function downloadUrl(link: MaterialLink) {
  const url = new URL(link.url, window.location.origin);
  url.searchParams.set('download', '1');
  return url.href;
}
