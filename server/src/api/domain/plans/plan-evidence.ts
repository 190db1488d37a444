import { type EvidenceInput, planLabels, planLimits } from '../../../../../shared/plans.ts';
import type { Queryable } from '../../../platform/queryable.ts';
import type { PlanEvidenceRow } from '../../db/repositories/plans.ts';
import type { ApiServices } from '../api-services.ts';
import { PlanRefusal } from './plan-refusal.ts';
import { teamMembers } from './plan-reading.ts';

/** Evidence as the server stores it: what it points at, re-checked, and the title it gave it. */
export interface CheckedEvidence {
  kind: EvidenceInput['kind'];
  ref_id: string | null;
  title: string;
}

/** A message's first words, as a piece of evidence names it. */
const messageWordsLength = 80;

const clip = (text: string, length: number) => {
  const words = text.replace(/\s+/g, ' ').trim();
  return words.length <= length ? words : `${words.slice(0, length - 1).trimEnd()}…`;
};

/** What the client, or the team for the client, may point at as evidence, read through `db`. */
export function evidenceChecker(
  services: ApiServices,
  db: Queryable,
  client: { id: string; timeZone: string },
) {
  let members: Awaited<ReturnType<typeof teamMembers>> | undefined;
  const day = (instant: string) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: client.timeZone, dateStyle: 'long' }).format(
      new Date(instant),
    );

  /** The title of the client's own thing `id` of `kind`; undefined when it is not theirs. */
  async function titleOf(kind: EvidenceInput['kind'], id: string) {
    switch (kind) {
      case 'conversation': {
        const booking = await services.agenda.findBooking(db, id);
        if (!booking || booking.user_id !== client.id || booking.status !== 'confirmed') return;
        members ??= await teamMembers(services, db);
        const host = members.get(booking.host_id ?? '');
        const when = `${planLabels.evidence.conversation} de ${day(booking.start_at)}`;
        return host ? `${when} com ${host.name}` : when;
      }
      case 'material': {
        const material = await services.materials.find(db, id);
        return material?.published_at ? material.title : undefined;
      }
      case 'message': {
        const message = await services.messages.findInThread(db, client.id, id);
        if (!message || message.deleted_at !== null) return;
        const words = message.body.trim();
        const when = `${planLabels.evidence.message} de ${day(message.created_at)}`;
        return words ? `${when}: “${clip(words, messageWordsLength)}”` : when;
      }
      case 'file':
        return (await services.plans.findFileOf(db, client.id, id))?.file_name;
      case 'decision':
        return undefined;
    }
  }

  return {
    /**
     * Each piece checked: a reference must be the client's own (a booking of theirs, a published
     * material, a message of their thread, a file of their plan), titled by the server; a decision
     * is its sentence. `field` names the input's list, for the refusal.
     */
    async check(items: EvidenceInput[], field: string): Promise<CheckedEvidence[]> {
      const checked: CheckedEvidence[] = [];
      for (const [index, item] of items.entries()) {
        if (item.kind === 'decision') {
          checked.push({ kind: 'decision', ref_id: null, title: item.title! });
          continue;
        }
        const title = await titleOf(item.kind, item.id!);
        if (title === undefined) throw new PlanRefusal('evidence_unknown', `${field}.${index}.id`);
        checked.push({ kind: item.kind, ref_id: item.id!, title });
      }
      return checked;
    },
  };
}

/** The same evidence twice (the same thing, or the same sentence) is kept once. */
const sameEvidence = (a: CheckedEvidence, b: CheckedEvidence) =>
  a.kind === b.kind && (a.kind === 'decision' ? a.title === b.title : a.ref_id === b.ref_id);

/**
 * A milestone's evidence rows as `wanted` lists them, in its order, each piece once and within the
 * limit: a piece it had keeps its id, its date and who added it; a new one is added now by
 * `addedBy`. `field` names the input, for the refusal.
 */
export function evidenceRows(
  milestoneId: string,
  had: PlanEvidenceRow[],
  wanted: CheckedEvidence[],
  change: { addedBy: string; now: string; field: string },
): PlanEvidenceRow[] {
  const rows: PlanEvidenceRow[] = [];
  for (const item of wanted) {
    if (rows.some((row) => sameEvidence(row, item))) continue;
    const kept = had.find((row) => sameEvidence(row, item));
    rows.push({
      id: kept?.id ?? crypto.randomUUID(),
      milestone_id: milestoneId,
      position: rows.length,
      ...item,
      added_by: kept ? kept.added_by : change.addedBy,
      added_at: kept?.added_at ?? change.now,
    });
  }
  if (rows.length > planLimits.evidencePerMilestone) {
    throw new PlanRefusal('evidence_limit', change.field);
  }
  return rows;
}
