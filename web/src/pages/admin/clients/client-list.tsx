import { consoleLinks } from '../../../console-links.ts';
import { Link } from 'react-router';
import type { ClientSummary } from '../../../../../shared/clients.ts';
import { adminClientsContent } from '../../../content/admin-clients.ts';
import { classNames } from '../../../lib/class-names.ts';
import { ClientStatusBadge } from './client-status-badge.tsx';

const { list: copy, when } = adminClientsContent;

/** Client, status, last sign-in, profile, next booking, in columns that line up on a wide screen. */
const columns = 'xl:grid-cols-[minmax(0,1fr)_8rem_11rem_7rem_11rem]';

/** What each row says of a column, for screen readers and on a phone (the head is on screen only). */
function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <p className="text-small text-ink-700">
      <span className="xl:sr-only">{label}: </span>
      {children}
    </p>
  );
}

/** The clients of the page: cards on a phone, a table on a wide screen; each opens its page. */
export function ClientList({ clients }: { clients: ClientSummary[] }) {
  const { columns: heads } = copy;
  return (
    <div className="mt-6">
      <div
        aria-hidden="true"
        className={classNames(
          'hidden gap-6 border-b border-ink-900/20 px-2 pb-3 text-eyebrow text-ink-600 uppercase xl:grid',
          columns,
        )}
      >
        <span>{heads.client}</span>
        <span>{heads.status}</span>
        <span>{heads.lastSignIn}</span>
        <span>{heads.profile}</span>
        <span>{heads.nextBooking}</span>
      </div>
      <ul aria-label={copy.listLabel} className="flex flex-col gap-4 xl:gap-0">
        {clients.map((client) => (
          <li
            key={client.id}
            className={classNames(
              'grid gap-2 rounded-2xl border border-sand-300 bg-white p-5 xl:items-center xl:gap-6 xl:rounded-none xl:border-0 xl:border-b xl:bg-transparent xl:px-2 xl:py-4',
              columns,
            )}
          >
            <div className="min-w-0">
              <Link
                to={consoleLinks.adminClient(client.id)}
                className="rounded-sm font-display text-title-4 font-medium break-words text-ink-900 underline decoration-brass-400 underline-offset-4 hover:text-brass-700"
              >
                {client.full_name ?? client.email}
              </Link>
              {client.full_name && (
                <p className="text-small break-all text-ink-700">{client.email}</p>
              )}
            </div>
            <p>
              <span className="sr-only">{heads.status}: </span>
              <ClientStatusBadge status={client.status} />
            </p>
            <Labelled label={heads.lastSignIn}>
              {client.last_sign_in_at ? when(client.last_sign_in_at) : copy.neverSignedIn}
            </Labelled>
            <Labelled label={heads.profile}>
              {client.profile_completed ? copy.profileComplete : copy.profileIncomplete}
            </Labelled>
            <Labelled label={heads.nextBooking}>
              {client.next_booking ? when(client.next_booking) : copy.noBooking}
            </Labelled>
          </li>
        ))}
      </ul>
    </div>
  );
}
