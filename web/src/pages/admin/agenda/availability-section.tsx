import { useState } from 'react';
import type { Availability, HostSettings } from '../../../../../shared/agenda.ts';
import { fetchAvailability } from '../../../api/admin-agenda-api.ts';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { AvailabilityForm } from './availability-form.tsx';
import { HostHours } from './host-hours.tsx';
import { HostSelect } from './host-select.tsx';
import { useAvailabilityForm } from './use-availability-form.ts';

const { availability: copy, hosts: hostsCopy } = adminAgendaContent;

interface AvailabilitySectionProps {
  /** The members of the team, when there is a choice among them. */
  hosts: HostSettings[];
  /** A member's settings changed: the list is read again. */
  onHostsChanged(): void;
}

/**
 * "Horários de atendimento": when clients may book, as the team sets it (the defaults), and, when
 * the team has several members, each member's own.
 */
export function AvailabilitySection({ hosts, onHostsChanged }: AvailabilitySectionProps) {
  const [whose, setWhose] = useState('');
  const host = hosts.find((member) => member.id === whose);
  return (
    <section aria-labelledby="horarios-de-atendimento" className={raisedCardClassName}>
      <h2
        id="horarios-de-atendimento"
        className="font-display text-title-2 font-medium text-ink-900"
      >
        {copy.heading}
      </h2>
      <p className="mt-3 mb-8 max-w-prose text-ink-700">{copy.lead}</p>
      {hosts.length > 0 && (
        <div className="mb-8">
          <HostSelect
            label={hostsCopy.whose}
            teamLabel={hostsCopy.team}
            hosts={hosts}
            value={whose}
            onChange={setWhose}
          />
        </div>
      )}
      {host ? <HostHours key={host.id} host={host} onChanged={onHostsChanged} /> : <TeamHours />}
    </section>
  );
}

function TeamHours() {
  const { load, reload, replace } = useApiLoad(fetchAvailability);
  return (
    <>
      <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
      {load.status === 'ready' && <LoadedForm saved={load.data} onSaved={replace} />}
    </>
  );
}

function LoadedForm(props: { saved: Availability; onSaved(saved: Availability): void }) {
  return <AvailabilityForm form={useAvailabilityForm(props.saved, props.onSaved)} />;
}
