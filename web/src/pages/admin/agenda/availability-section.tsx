import type { Availability } from '../../../../../shared/agenda.ts';
import { fetchAvailability } from '../../../api/admin-agenda-api.ts';
import { raisedCardClassName } from '../../../components/raised-card.ts';
import { SectionLoadStatus } from '../../../components/section-load-status.tsx';
import { adminAgendaContent } from '../../../content/admin-agenda.ts';
import { useApiLoad } from '../../../lib/use-api-load.ts';
import { AvailabilityForm } from './availability-form.tsx';
import { useAvailabilityForm } from './use-availability-form.ts';

const { availability: copy } = adminAgendaContent;

/** "Horários de atendimento": when clients may book, as the team sets it. */
export function AvailabilitySection() {
  const { load, reload, replace } = useApiLoad(fetchAvailability);
  return (
    <section aria-labelledby="horarios-de-atendimento" className={raisedCardClassName}>
      <h2
        id="horarios-de-atendimento"
        className="font-display text-title-2 font-medium text-ink-900"
      >
        {copy.heading}
      </h2>
      <p className="mt-3 mb-8 max-w-prose text-ink-700">{copy.lead}</p>
      <SectionLoadStatus load={load} copy={copy} onRetry={reload} />
      {load.status === 'ready' && <LoadedForm saved={load.data} onSaved={replace} />}
    </section>
  );
}

function LoadedForm(props: { saved: Availability; onSaved(saved: Availability): void }) {
  return <AvailabilityForm form={useAvailabilityForm(props.saved, props.onSaved)} />;
}
