import { useSearchParams } from 'react-router';
import { planListQuery } from '../../../../../shared/plans.ts';
import type { PlanListQuery } from '../../../api/admin-plans-api.ts';

/**
 * The plan list's search, "Só parados ou atrasados" and page, kept in the address
 * (`?query=&stalled=&page=`). An address the schema refuses shows the first page of every plan.
 */
export function usePlanListQuery() {
  const [params, setParams] = useSearchParams();
  const read = planListQuery.safeParse(Object.fromEntries(params));
  const current: PlanListQuery = read.success
    ? read.data
    : { query: undefined, stalled: false, page: 1 };

  function change(next: PlanListQuery) {
    const search = new URLSearchParams();
    if (next.query) search.set('query', next.query);
    if (next.stalled) search.set('stalled', 'true');
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  }

  return { current, change };
}
