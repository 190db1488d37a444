import type { PlanListQuery } from '../../../api/admin-plans-api.ts';
import { FilteredSearchForm } from '../../../components/filtered-search-form.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';

const { list: copy } = adminPlansContent;

interface PlanSearchProps {
  current: PlanListQuery;
  onSearch(query: PlanListQuery): void;
}

/** A client's name or address, and "Só parados ou atrasados": the first page that matches. */
export function PlanSearch({ current, onSearch }: PlanSearchProps) {
  return (
    <FilteredSearchForm
      copy={{ searchLabel: copy.searchLabel, search: copy.search, filter: copy.stalledOnly }}
      query={current.query}
      filtered={current.stalled}
      onSearch={({ query, filtered }) => onSearch({ query, stalled: filtered, page: 1 })}
    />
  );
}
