import type { Booking } from '../../../../../shared/agenda.ts';
import { type Plan, planLimits } from '../../../../../shared/plans.ts';
import { fetchHosts } from '../../../api/agenda-api.ts';
import { BusyForm } from '../../../components/busy-form.tsx';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { EvidenceEditor } from './evidence-editor.tsx';
import { StageEditor } from './stage-editor.tsx';
import { usePlanEditor } from './use-plan-editor.ts';

const { editor: copy } = adminPlansContent;

interface PlanFormProps {
  clientId: string;
  saved: Plan;
  bookings: Booking[];
  onSaved(plan: Plan): void;
}

/** The client's plan, changed for them alone and saved whole. */
export function PlanForm({ clientId, saved, bookings, onSaved }: PlanFormProps) {
  const form = usePlanEditor(clientId, saved, onSaved);
  const { editing } = form;
  return (
    <BusyForm busy={form.sending} onSubmit={form.submit} className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          ref={form.controlRef('title')}
          label={copy.labels.title}
          error={form.errors.title}
          maxLength={planLimits.title}
          value={form.title}
          onChange={(event) => form.setTitle(event.target.value)}
        />
        <HostField
          current={saved.host}
          value={form.hostId}
          error={form.errors.host_id}
          controlRef={form.controlRef('host_id')}
          onChange={form.setHostId}
        />
      </div>
      <StageEditor
        editing={editing}
        mode="plan"
        evidenceOf={(stage, position, milestone) => (
          <EvidenceEditor
            clientId={clientId}
            bookings={bookings}
            stage={stage}
            position={position}
            milestone={milestone}
            editing={editing}
          />
        )}
      />
      <div className="flex justify-end border-t border-sand-300 pt-6">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {form.sending ? copy.saving : copy.save}
        </Button>
      </div>
    </BusyForm>
  );
}

interface HostFieldProps {
  current: Plan['host'];
  value: string;
  error: string | undefined;
  controlRef(element: HTMLElement | null): void;
  onChange(value: string): void;
}

/** Who leads the plan: a member who takes clients, or the one who leads it now. */
function HostField({ current, value, error, controlRef, onChange }: HostFieldProps) {
  const { load } = useApiLoad(fetchHosts);
  const hosts = load.status === 'ready' ? load.data.hosts : [];
  const options =
    current && !hosts.some(({ id }) => id === current.id) ? [current, ...hosts] : hosts;
  return (
    <SelectField
      ref={controlRef}
      label={copy.labels.host}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{copy.noHost}</option>
      {options.map((host) => (
        <option key={host.id} value={host.id}>
          {host.name}
        </option>
      ))}
    </SelectField>
  );
}
