import { apiDownload } from './api-client.ts';
import { apiUpload, type UploadProgress } from './api-upload.ts';

/** A file uploaded to the client's plan, to be named as a milestone's evidence. */
export interface PlanFile {
  id: string;
  file_name: string;
  content_type: string;
  size: number;
}

/** Uploads a file to the plan (multipart, field `file`), telling `onProgress` as it goes. */
export function uploadPlanFile(file: File, onProgress: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.set('file', file);
  return apiUpload<PlanFile>('/plan/files', form, onProgress);
}

/** A file of the plan, fetched with the session. */
export const downloadPlanFile = (id: string) =>
  apiDownload(`/plan/files/${encodeURIComponent(id)}`);

/** The plan as a PDF: stages, milestones, dates and evidence, in the site's look. */
export const downloadDossier = () => apiDownload('/plan/dossier.pdf');
