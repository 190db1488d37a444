import { useCallback, useState } from 'react';
import type { Availability, HostSettings } from '../../../../../shared/agenda.ts';
import {
  fetchHostAvailability,
  resetHostAvailability,
  saveHostAvailability,
  setAcceptsBookings,
} from '../../../api/admin-agenda-api.ts';
import { Button } from '../../../components/button.tsx';
import { notifySuccess } from '../../../components/notify.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { AvailabilityForm } from './availability-form.tsx';
import { useAvailabilityForm } from './use-availability-form.ts';

const { availability: copy, hosts: hostsCopy, toasts } = adminAgendaContent;
const toastAction = 'host-settings';

interface HostHoursProps {
  host: HostSettings;
  /** The member's settings changed (hours of their own, or taking clients). */
  onChanged(): void;
}

/**
 * One member's part of "Horários de atendimento": whether they take clients, and their hours —
 * their own, or the team's until they are given some; "Usar os horários da equipe" goes back.
 */
export function HostHours({ host, onChanged }: HostHoursProps) {
  const reportFailure = useReportApiFailure();
  const fetchHours = useCallback(() => fetchHostAvailability(host.id), [host.id]);
  const { load, reload, replace } = useApiLoad(fetchHours);
  // A reset hands the form the team's hours: it starts again from them.
  const [formKey, setFormKey] = useState(0);
  const { sending, send } = useSubmit();

  async function toggle(acceptsBookings: boolean) {
    const outcome = await send(() => setAcceptsBookings(host.id, acceptsBookings));
    if ('error' in outcome)
      return reportFailure(outcome.error, toasts.hostFailedTitle, toastAction);
    notifySuccess(acceptsBookings ? toasts.acceptsOn : toasts.acceptsOff, toastAction);
    onChanged();
  }

  async function backToTeamHours() {
    const outcome = await send(() => resetHostAvailability(host.id));
    if ('error' in outcome)
      return reportFailure(outcome.error, toasts.hostFailedTitle, toastAction);
    notifySuccess(toasts.hostReset, toastAction);
    replace(outcome.answer);
    setFormKey((key) => key + 1);
    onChanged();
  }

  return (
    <div className="flex flex-col gap-6">
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-300 bg-white p-4 has-checked:border-brass-600 has-checked:bg-ivory-100">
        <input
          type="checkbox"
          checked={host.accepts_bookings}
          disabled={sending}
          onChange={(event) => void toggle(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-brass-600"
        />
        <span>
          <span className="block font-medium text-ink-900">{hostsCopy.acceptsBookings}</span>
          <span className="block text-small text-ink-700">{hostsCopy.acceptsHint}</span>
        </span>
      </label>
      <div className="flex flex-col gap-3 rounded-2xl bg-sand-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-900">
          {host.own_hours ? hostsCopy.own(host.name) : hostsCopy.teams(host.name)}
        </p>
        {host.own_hours && (
          <Button
            variant="outline"
            className="shrink-0"
            disabled={sending}
            onClick={() => void backToTeamHours()}
          >
            {hostsCopy.useTeam}
          </Button>
        )}
      </div>
      <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
      {load.status === 'ready' && (
        <MemberForm
          key={formKey}
          hostId={host.id}
          saved={load.data}
          onSaved={(saved) => {
            replace(saved);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

function MemberForm(props: {
  hostId: string;
  saved: Availability;
  onSaved(saved: Availability): void;
}) {
  const save = (availability: Availability) => saveHostAvailability(props.hostId, availability);
  return (
    <AvailabilityForm form={useAvailabilityForm(props.saved, props.onSaved, save)} forMember />
  );
}
