import type { HostSettings } from '../../../../../shared/agenda.ts';
import { fieldControlClassName } from '../../../components/field-styles.ts';

interface HostSelectProps {
  label: string;
  /** The first option, the whole team: value ''. */
  teamLabel: string;
  hosts: HostSettings[];
  /** The chosen member's id, or '' for the team. */
  value: string;
  onChange(value: string): void;
}

/** One member of the team, or the whole team: the agenda's filter and the hours' owner. */
export function HostSelect({ label, teamLabel, hosts, value, onChange }: HostSelectProps) {
  return (
    <label className="flex flex-col gap-2 text-small font-medium text-ink-900">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldControlClassName(false, 'min-h-12 md:w-80')}
      >
        <option value="">{teamLabel}</option>
        {hosts.map((host) => (
          <option key={host.id} value={host.id}>
            {host.name}
          </option>
        ))}
      </select>
    </label>
  );
}
