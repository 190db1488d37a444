import { useEffect, useState } from 'react';
import type { Plan } from '../../../../shared/plans.ts';
import { fetchPlan } from '../../api/plan-api.ts';
import { recall, remember } from '../../lib/session-memory.ts';

/**
 * The client's plan for the dashboard's panel: null while there is none, and while it is unknown
 * or cannot be read (only the panel depends on it). Remembered for the session under `fetchPlan`,
 * as `/dashboard/plano` reads it, so that page opens with the plan drawn (lib/session-memory.ts).
 */
export function usePlanAtGlance(): Plan | null {
  const [plan, setPlan] = useState(() => recall(fetchPlan) ?? null);
  useEffect(() => {
    let mounted = true;
    fetchPlan()
      .then((answer) => {
        remember(fetchPlan, answer);
        if (mounted) setPlan(answer);
      })
      .catch(() => {});
    return () => {
      mounted = false;
    };
  }, []);
  return plan;
}
