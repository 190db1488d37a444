import { dataApiPrefix } from '../../../../../shared/site-paths.ts';
import { createSignedFileLinks } from '../materials/material-links.ts';

/** Links to a plan's file (`GET /api/v1/plan/files/:id`), as materials' and attachments' are. */
export const createPlanFileLinks = (key: Buffer) =>
  createSignedFileLinks(key, (id) => `${dataApiPrefix}/plan/files/${id}`);
