import { PendingPage } from '../console/pending-page.tsx';

/** `/admin/clientes`: the team's clients, once their data API is served. */
export function AdminClientsPage() {
  return <PendingPage page="clients" />;
}
