import { useCallback } from 'react';
import type { HostCalendarStatus } from '../../../../../shared/host-calendars.ts';
import { fetchHostCalendar, removeHostCalendar } from '../../../api/host-calendars-api.ts';
import { Button } from '../../../components/button.tsx';
import { notifySuccess } from '../../../components/notify.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { hostCalendarsContent } from '../../../content/host-calendars.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { HostCalendarForm } from './host-calendar-form.tsx';

const { calDav: copy, toasts } = hostCalendarsContent;

/** The host's CalDAV calendar: how its last reading went and why it failed, or the form. */
export function HostCalendarPanel({ hostId }: { hostId: string }) {
  const fetchStatus = useCallback(() => fetchHostCalendar(hostId), [hostId]);
  const { load, reload, replace } = useApiLoad(fetchStatus);
  const { sending, send } = useSubmit();
  const reportFailure = useReportApiFailure();
  const connected = load.status === 'ready' && load.data?.url ? load.data : null;

  async function remove() {
    const outcome = await send(() => removeHostCalendar(hostId));
    if ('error' in outcome) {
      return reportFailure(outcome.error, toasts.removeFailedTitle, 'host-calendar-remove');
    }
    notifySuccess(toasts.removed, 'host-calendar-remove');
    replace(null);
  }

  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-display text-title-4 font-medium text-ink-900">{copy.heading}</h3>
      <p className="max-w-prose text-ink-700">{copy.lead}</p>
      <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
      {connected && (
        <ConnectedCalendar status={connected} removing={sending} onRemove={() => void remove()} />
      )}
      {load.status === 'ready' && (
        <HostCalendarForm hostId={hostId} onConnected={(status) => replace(status)} />
      )}
    </div>
  );
}

function ConnectedCalendar(props: {
  status: HostCalendarStatus;
  removing: boolean;
  onRemove(): void;
}) {
  const { status } = props;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-ink-900">{copy.connected(status.url, status.username)}</p>
      <p className="text-small text-ink-700">
        {status.last_synced_at ? copy.lastSynced(status.last_synced_at) : copy.notSyncedYet}
      </p>
      {status.last_error && (
        <div
          role="alert"
          className="rounded-2xl border border-danger-700/30 bg-danger-50 p-4 text-small"
        >
          <p className="font-semibold text-ink-900">{copy.problem}</p>
          <p className="mt-1 text-ink-700">{status.last_error}</p>
        </div>
      )}
      <Button variant="outline" disabled={props.removing} onClick={props.onRemove}>
        {props.removing ? copy.removing : copy.remove}
      </Button>
    </div>
  );
}
