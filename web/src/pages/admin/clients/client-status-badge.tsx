import type { ClientStatus } from '../../../../../shared/clients.ts';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { classNames } from '../../../lib/class-names.ts';

const looks: Record<ClientStatus, string> = {
  active: 'bg-ink-900 text-brass-300',
  invited: 'bg-brass-300 text-ink-950',
  disabled: 'bg-danger-50 text-danger-700 ring-1 ring-danger-700/30',
  unconfirmed: 'bg-sand-200 text-ink-900',
};

/** Where a client's account stands: convidado, ativo, desativado. */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <span
      className={classNames(
        'inline-flex rounded-full px-2.5 py-0.5 text-caption font-semibold whitespace-nowrap',
        looks[status],
      )}
    >
      {adminClientsContent.statuses[status]}
    </span>
  );
}
