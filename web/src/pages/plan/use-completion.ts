import { useRef, useState } from 'react';
import {
  type EvidenceInput,
  evidenceInput,
  type Milestone,
  type Plan,
} from '../../../../shared/plans.ts';
import { ApiError } from '../../api/api-client.ts';
import type { UploadProgress } from '../../api/api-upload.ts';
import { completeMilestone } from '../../api/plan-milestones-api.ts';
import { uploadPlanFile } from '../../api/plan-files-api.ts';
import { milestoneGone, planRefusal } from '../../api/plan-refusal.ts';
import { notifySuccess } from '../../components/notify.ts';
import { planContent } from '../../content/plan.ts';
import { useEndSession } from '../../lib/use-end-session.ts';
import { useSubmit } from '../../lib/use-submit.ts';

const { complete: copy } = planContent;

/** What the client names as proof; "none" only where the milestone does not ask for any. */
export type EvidenceChoice = 'conversation' | 'material' | 'file' | 'decision' | 'none';

/** The step's fields, each of which can be refused before anything is sent. */
export type CompletionField = 'choice' | 'conversation' | 'material' | 'file' | 'decision';

interface CompletionHandlers {
  onCompleted(plan: Plan): void;
  /** The milestone changed or left the plan since the page read it. */
  onGone(): void;
  /** A field was refused: it takes the keyboard. */
  focusField(field: CompletionField): void;
}

/** The decision's sentence as the API's own schema judges it: its pt-BR problem, if any. */
function decisionProblem(title: string) {
  const checked = evidenceInput.safeParse({ kind: 'decision', title });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * The completion step of one milestone: the evidence chosen, checked, a file uploaded first (once,
 * even when the completion is tried again), then `POST …/complete`; the API's refusal is kept to be
 * shown in the form.
 */
export function useCompletion(milestone: Milestone, handlers: CompletionHandlers) {
  const [choice, setChoice] = useState<EvidenceChoice | ''>(milestone.needs_evidence ? '' : 'none');
  const [conversation, setConversation] = useState('');
  const [material, setMaterial] = useState('');
  const [decision, setDecision] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [errors, setErrors] = useState<Partial<Record<CompletionField, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const { sending, send } = useSubmit();
  const endSession = useEndSession();

  function problem(): [CompletionField, string] | undefined {
    if (choice === '') return ['choice', copy.missing.kind];
    if (choice === 'conversation' && !conversation)
      return ['conversation', copy.missing.conversation];
    if (choice === 'material' && !material) return ['material', copy.missing.material];
    if (choice === 'file' && !file) return ['file', copy.missing.file];
    const sentence = choice === 'decision' ? decisionProblem(decision) : undefined;
    if (sentence) return ['decision', sentence];
  }

  async function fileId(chosen: File) {
    if (uploaded.current?.file !== chosen) {
      const answer = await uploadPlanFile(chosen, setProgress);
      uploaded.current = { file: chosen, id: answer.id };
    }
    return uploaded.current.id;
  }

  async function evidence(): Promise<EvidenceInput[]> {
    switch (choice) {
      case 'conversation':
        return [{ kind: 'conversation', id: conversation }];
      case 'material':
        return [{ kind: 'material', id: material }];
      case 'file':
        return [{ kind: 'file', id: await fileId(file!) }];
      case 'decision':
        return [{ kind: 'decision', title: decision.trim() }];
      default:
        return [];
    }
  }

  async function submit() {
    if (sending) return;
    const refused = problem();
    setErrors(refused ? { [refused[0]]: refused[1] } : {});
    setRefusal(undefined);
    if (refused) return handlers.focusField(refused[0]);
    const outcome = await send(async () => completeMilestone(milestone.id, await evidence()));
    setProgress(null);
    if ('answer' in outcome) {
      notifySuccess(copy.done, 'plan-milestone');
      return handlers.onCompleted(outcome.answer);
    }
    const { error } = outcome;
    if (error instanceof ApiError && error.signedOut) return void endSession();
    if (milestoneGone(error)) handlers.onGone();
    setRefusal(milestoneGone(error) ? copy.gone : planRefusal(error));
  }

  /** A field changed: its error goes. */
  const edited =
    <T>(field: CompletionField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  return {
    choice,
    setChoice: edited<EvidenceChoice>('choice', setChoice),
    conversation,
    setConversation: edited<string>('conversation', setConversation),
    material,
    setMaterial: edited<string>('material', setMaterial),
    decision,
    setDecision: edited<string>('decision', setDecision),
    file,
    setFile: edited<File>('file', setFile),
    progress,
    errors,
    refusal,
    sending,
    submit: () => void submit(),
  };
}

export type Completion = ReturnType<typeof useCompletion>;
