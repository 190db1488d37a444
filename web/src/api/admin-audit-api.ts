import type { AuditEntry } from '../../../shared/audit.ts';
import { apiRequest } from './api-client.ts';

/** One page of the audit log, newest first. */
export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  per_page: number;
  total: number;
}

export const fetchAuditPage = (page: number) =>
  apiRequest<AuditPage>('GET', `/admin/audit?${new URLSearchParams({ page: String(page) })}`);
