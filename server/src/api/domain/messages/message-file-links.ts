import { dataApiPrefix } from '../../../../../shared/site-paths.ts';
import { createSignedFileLinks } from '../materials/material-links.ts';

/** Links to a message's attachment (`GET /api/v1/messages/attachments/:id/file`), as materials'. */
export const createMessageFileLinks = (key: Buffer) =>
  createSignedFileLinks(key, (id) => `${dataApiPrefix}/messages/attachments/${id}/file`);
