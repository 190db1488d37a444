import { fetchHosts } from '../../api/agenda-api.ts';
import { RadioGroup } from '../../components/radio-group.tsx';
import { agendaContent } from '../../content/agenda.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';

const { hosts: copy } = agendaContent;
const anyone = 'qualquer-um';

interface HostChoiceProps {
  /** The chosen host's id; null for "Qualquer um" (the first free host). */
  value: string | null;
  onChange(host: string | null): void;
  className?: string;
}

/**
 * "Com quem": each member of the team who takes clients, or "Qualquer um". Shown only when there
 * is a choice to make; until the list comes, or if it fails, "Qualquer um" stands.
 */
export function HostChoice({ value, onChange, className }: HostChoiceProps) {
  const { load } = useApiLoad(fetchHosts, { fromMemory: true });
  if (load.status !== 'ready' || load.data.hosts.length < 2) return null;
  const options = [
    { value: anyone, label: copy.anyone },
    ...load.data.hosts.map((host) => ({ value: host.id, label: host.name })),
  ];
  return (
    <div className={className}>
      <RadioGroup
        legend={copy.legend}
        name="host"
        options={options}
        value={value ?? anyone}
        onChange={(chosen) => onChange(chosen === anyone ? null : chosen)}
      />
    </div>
  );
}
