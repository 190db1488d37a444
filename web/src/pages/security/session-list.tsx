import { MonitorSmartphone } from 'lucide-react';
import type { ActiveSession } from '../../api/account-api.ts';
import { securityContent } from '../../content/security.ts';

const { sessions: content } = securityContent;

/** The account's sessions, this one first and marked: where each is, and when it was last used. */
export function SessionList({ sessions }: { sessions: ActiveSession[] }) {
  const thisOneFirst = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <ul
      aria-label={content.listLabel}
      className="divide-y divide-sand-300 rounded-2xl border border-sand-300 bg-white"
    >
      {thisOneFirst.map((session) => (
        <li key={session.id} className="flex gap-4 px-5 py-4">
          <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-600" />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-medium text-ink-900">
              {session.device}
              {session.current && (
                <span className="rounded-full bg-ink-900 px-3 py-0.5 text-caption font-medium text-brass-300">
                  {content.current}
                </span>
              )}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-caption text-ink-600">
              {session.ip && <span className="break-all">{content.ip(session.ip)}</span>}
              <time dateTime={session.last_seen_at}>{content.lastSeen(session.last_seen_at)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
