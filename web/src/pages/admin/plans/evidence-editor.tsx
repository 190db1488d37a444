import { X } from 'lucide-react';
import { useId, useState } from 'react';
import type { Booking } from '../../../../../shared/agenda.ts';
import { planLabels, planLimits } from '../../../../../shared/plans.ts';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { ChoiceAdder, DecisionAdder, FileAdder } from './evidence-adders.tsx';
import { MaterialChoice } from './material-choice.tsx';
import { type EvidenceDraft, type MilestoneDraft, milestoneField } from './plan-draft.ts';
import type { StageEditing } from './stage-editing.ts';

const { evidence: copy } = adminPlansContent;

/** What the team may link by hand; a message is linked by the client, from their thread. */
const addableKinds = ['decision', 'file', 'conversation', 'material'] as const;
type AddableKind = (typeof addableKinds)[number];

interface EvidenceEditorProps {
  clientId: string;
  /** The client's conversations, any of which may prove a milestone. */
  bookings: Booking[];
  stage: number;
  position: number;
  milestone: MilestoneDraft;
  editing: StageEditing;
}

/** A milestone's evidence in a client's plan: listed, removed, or added (saved with the plan). */
export function EvidenceEditor(props: EvidenceEditorProps) {
  const { milestone, editing, stage, position } = props;
  const field = milestoneField(stage, position, 'evidence');
  const error = editing.errors[field];
  const errorId = useId();
  const name = milestone.title || adminPlansContent.stages.milestone(position + 1);
  const change = (evidence: EvidenceDraft[]) =>
    editing.updateMilestone(stage, position, 'evidence', { evidence });

  return (
    <div
      role="group"
      aria-label={copy.listLabel(name)}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-4 border-t border-sand-300 pt-5"
    >
      {milestone.evidence.length === 0 ? (
        <p className="text-small text-ink-700">{copy.none}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {milestone.evidence.map((evidence, at) => (
            <li
              key={`${evidence.kind}-${evidence.id ?? evidence.title}-${at}`}
              className="flex items-start justify-between gap-3 rounded-xl bg-ivory-100 px-4 py-2"
            >
              <p className="min-w-0 py-2 text-small break-words text-ink-900">
                <span className="font-semibold">{planLabels.evidence[evidence.kind]}:</span>{' '}
                {evidence.title}
              </p>
              <Button
                variant="ghost"
                className="shrink-0 px-3"
                onClick={() => change(milestone.evidence.filter((_, index) => index !== at))}
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">
                  {copy.remove}
                  {copy.which(evidence.title)}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <FieldError id={errorId} message={error} />}
      {milestone.evidence.length < planLimits.evidencePerMilestone && (
        <EvidenceAdder
          {...props}
          name={name}
          kindRef={editing.controlRef(field)}
          onAdd={(evidence) => change([...milestone.evidence, evidence])}
        />
      )}
    </div>
  );
}

interface EvidenceAdderProps extends EvidenceEditorProps {
  /** The milestone's, read after "Adicionar" by screen readers. */
  name: string;
  kindRef(element: HTMLElement | null): void;
  onAdd(evidence: EvidenceDraft): void;
}

function EvidenceAdder({ clientId, bookings, name, kindRef, onAdd }: EvidenceAdderProps) {
  const [kind, setKind] = useState<AddableKind>('decision');
  return (
    <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-end">
      <SelectField
        ref={kindRef}
        label={copy.kindLabel}
        value={kind}
        onChange={(event) => setKind(event.target.value as AddableKind)}
      >
        {addableKinds.map((value) => (
          <option key={value} value={value}>
            {planLabels.evidence[value]}
          </option>
        ))}
      </SelectField>
      {kind === 'decision' && <DecisionAdder name={name} onAdd={onAdd} />}
      {kind === 'file' && <FileAdder clientId={clientId} name={name} onAdd={onAdd} />}
      {kind === 'conversation' && (
        <ChoiceAdder
          name={name}
          label={copy.conversationLabel}
          empty={copy.noConversations}
          options={bookings
            .filter((booking) => booking.status === 'confirmed')
            .map((booking) => ({
              id: booking.id,
              title: copy.conversation(booking.start, booking.host?.name ?? null),
            }))}
          onAdd={(option) => onAdd({ kind: 'conversation', ...option })}
        />
      )}
      {kind === 'material' && (
        <MaterialChoice
          render={(options) => (
            <ChoiceAdder
              name={name}
              label={copy.materialLabel}
              empty={copy.noMaterials}
              options={options}
              onAdd={(option) => onAdd({ kind: 'material', ...option })}
            />
          )}
        />
      )}
    </div>
  );
}
