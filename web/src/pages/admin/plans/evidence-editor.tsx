import { Plus, Upload, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { Booking } from '../../../../../shared/agenda.ts';
import { planLabels, planLimits } from '../../../../../shared/plans.ts';
import { uploadPlanFile } from '../../../api/admin-plans-api.ts';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { acceptedFileEndings } from '../../../lib/file-format.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
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
      {kind === 'file' && <FileAdder clientId={clientId} onAdd={onAdd} />}
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

function DecisionAdder({ name, onAdd }: { name: string; onAdd(evidence: EvidenceDraft): void }) {
  const [sentence, setSentence] = useState('');
  function add() {
    if (!sentence.trim()) return;
    onAdd({ kind: 'decision', title: sentence.trim() });
    setSentence('');
  }
  return (
    <AdderRow name={name} onAdd={add}>
      <TextField
        label={copy.decisionLabel}
        maxLength={planLimits.evidenceTitle}
        value={sentence}
        onChange={(event) => setSentence(event.target.value)}
        // Enter adds the sentence; it does not send the whole plan.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
      />
    </AdderRow>
  );
}

interface Option {
  id: string;
  title: string;
}

interface ChoiceAdderProps {
  name: string;
  label: string;
  empty: string;
  options: Option[];
  onAdd(option: Option): void;
}

function ChoiceAdder({ name, label, empty, options, onAdd }: ChoiceAdderProps) {
  const [chosen, setChosen] = useState('');
  if (options.length === 0) return <p className="pb-3 text-small text-ink-700">{empty}</p>;
  const option = options.find(({ id }) => id === chosen);
  return (
    <AdderRow name={name} onAdd={() => option && onAdd(option)}>
      <SelectField label={label} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{copy.choose}</option>
        {options.map(({ id, title }) => (
          <option key={id} value={id}>
            {title}
          </option>
        ))}
      </SelectField>
    </AdderRow>
  );
}

interface AdderRowProps {
  name: string;
  onAdd(): void;
  children: React.ReactNode;
}

function AdderRow({ name, onAdd, children }: AdderRowProps) {
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">{children}</div>
      <Button variant="outline" className="shrink-0" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {copy.add}
        <span className="sr-only">{copy.which(name)}</span>
      </Button>
    </div>
  );
}

/** A file sent to the plan at once; it proves the milestone once the plan is saved. */
function FileAdder({
  clientId,
  onAdd,
}: {
  clientId: string;
  onAdd(evidence: EvidenceDraft): void;
}) {
  const reportFailure = useReportApiFailure();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setUploading(true);
    try {
      const sent = await uploadPlanFile(clientId, file, () => undefined);
      onAdd({ kind: 'file', id: sent.id, title: sent.file_name });
    } catch (error) {
      reportFailure(error, copy.toasts.uploadFailedTitle);
    } finally {
      setUploading(false);
    }
  }

  return (
    <FilePicker
      variant="outline"
      accept={acceptedFileEndings}
      disabled={uploading}
      onFile={(file) => void upload(file)}
      className="justify-self-start"
    >
      <Upload aria-hidden="true" className="size-4" />
      {uploading ? copy.uploading : copy.upload}
    </FilePicker>
  );
}
