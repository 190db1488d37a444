import { Plus, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { planLimits } from '../../../../../shared/plans.ts';
import { uploadPlanFile } from '../../../api/admin-plans-api.ts';
import { Button } from '../../../components/button.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';
import { acceptedFileEndings } from '../../../lib/file-format.ts';
import { useReportApiFailure } from '../../../lib/use-report-api-failure.ts';
import type { EvidenceDraft } from './plan-draft.ts';

const { evidence: copy } = adminPlansContent;

// How the team adds a milestone's evidence; `name` is the milestone's, for screen readers.

export function DecisionAdder({
  name,
  onAdd,
}: {
  name: string;
  onAdd(evidence: EvidenceDraft): void;
}) {
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

export function ChoiceAdder({ name, label, empty, options, onAdd }: ChoiceAdderProps) {
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
  children: ReactNode;
}

function AdderRow({ name, onAdd, children }: AdderRowProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">{children}</div>
      <Button variant="outline" className="shrink-0 self-start sm:self-auto" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {copy.add}
        <span className="sr-only">{copy.which(name)}</span>
      </Button>
    </div>
  );
}

interface FileAdderProps {
  clientId: string;
  name: string;
  onAdd(evidence: EvidenceDraft): void;
}

/** A file sent to the plan at once; it proves the milestone once the plan is saved. */
export function FileAdder({ clientId, name, onAdd }: FileAdderProps) {
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
      <span className="sr-only">{copy.which(name)}</span>
    </FilePicker>
  );
}
