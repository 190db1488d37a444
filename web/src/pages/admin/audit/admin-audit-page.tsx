import { PendingPage } from '../console/pending-page.tsx';

/** `/admin/registro`: who did what, when, from where, once its data API is served. */
export function AdminAuditPage() {
  return <PendingPage page="audit" />;
}
