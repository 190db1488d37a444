import { Check, FileUp } from 'lucide-react';
import { type Ref, useEffect, useId, useRef } from 'react';
import type { Milestone, Plan } from '../../../../shared/plans.ts';
import { fetchBookings } from '../../api/agenda-api.ts';
import { fetchMaterials } from '../../api/materials-api.ts';
import { BusyForm } from '../../components/busy-form.tsx';
import { Button } from '../../components/button.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { FilePicker } from '../../components/file-picker.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { TextField } from '../../components/text-field.tsx';
import { UploadProgress } from '../../components/upload-progress.tsx';
import { materialsContent } from '../../content/materials.ts';
import { planContent } from '../../content/plan.ts';
import { acceptedFileEndings } from '../../lib/file-format.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { conversationOptions, materialOptions } from './evidence-options.ts';
import {
  type Completion,
  type CompletionField,
  type EvidenceChoice,
  useCompletion,
} from './use-completion.ts';

const { complete: copy } = planContent;

const choicesWithProof = ['conversation', 'material', 'file', 'decision'] as const;

interface CompletionStepProps {
  milestone: Milestone;
  onCancel(): void;
  onCompleted(plan: Plan): void;
  onGone(): void;
}

/**
 * "Concluir", opened in place under the milestone: what proves it (required when the milestone
 * asks for it, offered otherwise), then the completion. The step's heading takes the keyboard as
 * it opens; a refused field takes it after a try.
 */
export function CompletionStep({ milestone, onCancel, onCompleted, onGone }: CompletionStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const choiceRef = useRef<HTMLInputElement>(null);
  const conversationRef = useRef<HTMLSelectElement>(null);
  const materialRef = useRef<HTMLSelectElement>(null);
  const fileRef = useRef<HTMLButtonElement>(null);
  const decisionRef = useRef<HTMLInputElement>(null);
  const fields: Record<CompletionField, { current: HTMLElement | null }> = {
    choice: choiceRef,
    conversation: conversationRef,
    material: materialRef,
    file: fileRef,
    decision: decisionRef,
  };
  const step = useCompletion(milestone, {
    onCompleted,
    onGone,
    focusField: (field) => fields[field].current?.focus(),
  });
  useEffect(() => heading.current?.focus(), []);

  const choices: EvidenceChoice[] = milestone.needs_evidence
    ? [...choicesWithProof]
    : [...choicesWithProof, 'none'];
  const headingId = `concluir-${milestone.id}`;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-5 max-w-2xl rounded-2xl border border-sand-300 bg-white p-5 sm:p-6"
    >
      <h5
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="font-display text-title-4 font-medium break-words text-ink-900"
      >
        {copy.heading(milestone.title)}
      </h5>
      <p className="mt-2 text-ink-700">
        {milestone.needs_evidence ? copy.required : copy.optional}
      </p>
      <BusyForm busy={step.sending} onSubmit={step.submit} className="mt-5 flex flex-col gap-5">
        <RadioGroup
          ref={choiceRef}
          legend={copy.legend}
          name={`comprovacao-${milestone.id}`}
          options={choices.map((value) => ({ value, label: copy.choices[value] }))}
          value={step.choice}
          onChange={step.setChoice}
          error={step.errors.choice}
        />
        {step.choice === 'conversation' && (
          <ChoiceSelect
            ref={conversationRef}
            read={fetchBookings}
            toOptions={conversationOptions}
            label={copy.conversation}
            empty={copy.noConversations}
            failed={copy.conversationsFailed}
            value={step.conversation}
            onChange={step.setConversation}
            error={step.errors.conversation}
          />
        )}
        {step.choice === 'material' && (
          <ChoiceSelect
            ref={materialRef}
            read={fetchMaterials}
            toOptions={materialOptions}
            label={copy.material}
            empty={copy.noMaterials}
            failed={copy.materialsFailed}
            value={step.material}
            onChange={step.setMaterial}
            error={step.errors.material}
          />
        )}
        {step.choice === 'file' && <FileChoice step={step} buttonRef={fileRef} />}
        {step.choice === 'decision' && (
          <TextField
            ref={decisionRef}
            label={copy.decision}
            value={step.decision}
            onChange={(event) => step.setDecision(event.target.value)}
            error={step.errors.decision}
          />
        )}
        {step.refusal && (
          <div role="alert" className="rounded-xl bg-danger-50 px-4 py-3">
            <FieldError id={`${headingId}-recusa`} message={step.refusal} />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit">
            <Check aria-hidden="true" className="size-4" />
            {step.sending ? copy.sending : copy.submit}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {copy.cancel}
          </Button>
        </div>
      </BusyForm>
    </section>
  );
}

interface FileChoiceProps {
  step: Completion;
  buttonRef: Ref<HTMLButtonElement>;
}

/** A file from the client's device, uploaded to the plan as the step is sent. */
function FileChoice({ step, buttonRef }: FileChoiceProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className="flex flex-col gap-3">
      <FilePicker
        ref={buttonRef}
        variant="outline"
        accept={acceptedFileEndings}
        onFile={step.setFile}
        className="self-start"
        aria-describedby={step.errors.file ? errorId : undefined}
      >
        <FileUp aria-hidden="true" className="size-4" />
        {copy.chooseFile}
      </FilePicker>
      {step.file && (
        <p className="min-w-0 text-small break-all text-ink-700">
          {copy.chosenFile(step.file.name, materialsContent.fileSize(step.file.size))}
        </p>
      )}
      {step.progress && <UploadProgress progress={step.progress} />}
      {step.errors.file && <FieldError id={errorId} message={step.errors.file} />}
    </div>
  );
}
