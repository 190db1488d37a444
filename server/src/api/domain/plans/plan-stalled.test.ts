import { describe, expect, it } from 'vitest';
import type { Milestone, MilestoneStatus } from '../../../../../shared/plans.ts';
import { isLate, isPlanStalled, stalledMilestones } from './plan-stalled.ts';

const now = new Date('2026-07-20T12:00:00.000Z');
const today = '2026-07-20';
const quietSince = '2026-07-01T12:00:00.000Z';
const movedYesterday = '2026-07-19T12:00:00.000Z';

function milestone(title: string, status: MilestoneStatus, due: string | null = null): Milestone {
  return {
    id: title,
    title,
    description: '',
    actor: 'client',
    due_date: due,
    status,
    needs_evidence: false,
    completed_at: null,
    evidence: [],
  };
}

const planOf = (updatedAt: string, ...stages: Milestone[][]) => ({
  updated_at: updatedAt,
  stages: stages.map((milestones, index) => ({
    id: `s${index}`,
    title: `Etapa ${index}`,
    progress: 0,
    milestones,
  })),
});

describe("the plan's late and stalled rules", () => {
  it('counts a milestone late only when open and due before today', () => {
    expect(isLate(milestone('a', 'todo', '2026-07-19'), today)).toBe(true);
    expect(isLate(milestone('b', 'doing', '2026-07-20'), today)).toBe(false);
    expect(isLate(milestone('c', 'done', '2026-07-01'), today)).toBe(false);
    expect(isLate(milestone('d', 'todo'), today)).toBe(false);
  });

  it('calls a plan stalled when unfinished and quiet for the set days', () => {
    const open = [milestone('a', 'done'), milestone('b', 'todo')];
    expect(isPlanStalled(planOf(quietSince, open), now, 14)).toBe(true);
    expect(isPlanStalled(planOf(quietSince, open), now, 30)).toBe(false);
    expect(isPlanStalled(planOf(movedYesterday, open), now, 14)).toBe(false);
    expect(isPlanStalled(planOf(quietSince, [milestone('a', 'done')]), now, 14)).toBe(false);
  });

  it("lists a stalled plan's late, in-progress and first open milestones, in order", () => {
    const plan = planOf(
      quietSince,
      [milestone('feito', 'done'), milestone('primeiro', 'todo', '2026-08-01')],
      [
        milestone('sem-pressa', 'todo', '2026-09-01'),
        milestone('andando', 'doing'),
        milestone('atrasado', 'todo', '2026-07-10'),
      ],
    );
    const titles = stalledMilestones(plan, now, 14, today).map((item) => item.title);
    expect(titles).toEqual(['primeiro', 'andando', 'atrasado']);
    expect(stalledMilestones({ ...plan, updated_at: movedYesterday }, now, 14, today)).toEqual([]);
  });
});
