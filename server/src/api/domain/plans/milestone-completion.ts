import type { EvidenceInput } from '../../../../../shared/plans.ts';
import { readAvailability } from '../agenda/availability.ts';
import type { ApiServices } from '../api-services.ts';
import { changeHeldPlan, type PlanAccess } from './plan-change.ts';
import { evidenceChecker, evidenceRows } from './plan-evidence.ts';
import { readClientPlan } from './plan-reading.ts';
import { PlanRefusal } from './plan-refusal.ts';

/**
 * The client completes one of their own milestones, adding what proves it: one the team acts on is
 * refused, another plan's is not found, and one that needs evidence is not done without some. A
 * milestone already done takes the new evidence and keeps its date.
 */
export async function completeMilestone(
  services: ApiServices,
  access: PlanAccess,
  id: string,
  evidence: EvidenceInput[],
) {
  await changeHeldPlan(services, access, async (trx, _plan, now) => {
    const milestone = await services.plans.findMilestoneOf(trx, access.clientId, id);
    if (!milestone) throw new PlanRefusal('milestone_not_found');
    if (milestone.actor !== 'client') throw new PlanRefusal('team_milestone');
    const { time_zone: timeZone } = await readAvailability(services, trx);
    const checker = evidenceChecker(services, trx, { id: access.clientId, timeZone });
    const added = await checker.check(evidence, 'evidence');
    const had = await services.plans.evidenceOf(trx, [id]);
    const rows = evidenceRows(id, had, [...had, ...added], {
      addedBy: access.userId,
      now,
      field: 'evidence',
    });
    if (milestone.needs_evidence === 1 && rows.length === 0) {
      throw new PlanRefusal('evidence_required', 'evidence');
    }
    await services.plans.updateMilestone(trx, id, {
      status: 'done',
      completed_at: milestone.completed_at ?? now,
      updated_at: now,
    });
    await services.plans.deleteEvidenceOf(trx, [id]);
    await services.plans.insertEvidence(trx, rows);
    return {
      action: 'plan_milestone_completed',
      detail: { milestone: id, title: milestone.title, evidence: rows.length - had.length },
    };
  });
  return (await readClientPlan(services, services.auth.store.db, access.clientId))!;
}
