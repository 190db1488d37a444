import type { Dispatch, SetStateAction } from 'react';
import { moved } from '../../../lib/moved.ts';
import {
  type MilestoneDraft,
  milestoneField,
  type milestoneFields,
  newMilestone,
  newStage,
  type StageDraft,
  stageField,
} from './plan-draft.ts';

interface FieldErrorsOwner {
  errors: Partial<Record<string, string>>;
  controlRef(field: string): (element: HTMLElement | null) => void;
  /** A field was edited: its error goes. */
  clear(field: string): void;
  /** The stages moved: errors name positions, so they all go. */
  clearAll(): void;
}

/**
 * The stages and milestones of a template or of a client's plan, as the team edits them: add,
 * change, reorder, remove. The form that holds them owns their state and their errors.
 */
export function stageEditing(
  stages: StageDraft[],
  setStages: Dispatch<SetStateAction<StageDraft[]>>,
  form: FieldErrorsOwner,
) {
  function reshape(change: (current: StageDraft[]) => StageDraft[]) {
    setStages(change);
    form.clearAll();
  }

  const inStage = (at: number, change: (stage: StageDraft) => StageDraft) =>
    reshape((current) => current.map((stage, index) => (index === at ? change(stage) : stage)));

  return {
    stages,
    errors: form.errors,
    controlRef: form.controlRef,
    addStage: () => reshape((current) => [...current, newStage()]),
    removeStage: (at: number) => reshape((current) => current.filter((_, index) => index !== at)),
    moveStage: (at: number, to: number) => reshape((current) => moved(current, at, to)),
    renameStage(at: number, title: string) {
      setStages((current) =>
        current.map((stage, index) => (index === at ? { ...stage, title } : stage)),
      );
      form.clear(stageField(at, 'title'));
    },
    addMilestone: (at: number) =>
      inStage(at, (stage) => ({ ...stage, milestones: [...stage.milestones, newMilestone()] })),
    removeMilestone: (at: number, position: number) =>
      inStage(at, (stage) => ({
        ...stage,
        milestones: stage.milestones.filter((_, index) => index !== position),
      })),
    moveMilestone: (at: number, position: number, to: number) =>
      inStage(at, (stage) => ({ ...stage, milestones: moved(stage.milestones, position, to) })),
    /** Changes one milestone; `field` is the field it touches, whose error goes. */
    updateMilestone(
      at: number,
      position: number,
      field: (typeof milestoneFields)[number],
      change: Partial<MilestoneDraft>,
    ) {
      setStages((current) =>
        current.map((stage, index) =>
          index === at
            ? {
                ...stage,
                milestones: stage.milestones.map((milestone, place) =>
                  place === position ? { ...milestone, ...change } : milestone,
                ),
              }
            : stage,
        ),
      );
      form.clear(milestoneField(at, position, field));
    },
  };
}

export type StageEditing = ReturnType<typeof stageEditing>;
