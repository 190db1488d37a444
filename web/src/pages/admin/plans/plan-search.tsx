import { Search } from 'lucide-react';
import { useState } from 'react';
import type { PlanListQuery } from '../../../api/admin-plans-api.ts';
import { Button } from '../../../components/button.tsx';
import { SearchTextField } from '../../../components/search-text-field.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';

const { list: copy } = adminPlansContent;

interface PlanSearchProps {
  current: PlanListQuery;
  onSearch(query: PlanListQuery): void;
}

/** A client's name or address, and "Só parados ou atrasados": the first page that matches. */
export function PlanSearch({ current, onSearch }: PlanSearchProps) {
  const [text, setText] = useState(current.query ?? '');
  const [stalled, setStalled] = useState(current.stalled);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ query: text.trim() || undefined, stalled, page: 1 });
      }}
      className="flex flex-col gap-3 md:flex-row md:items-end"
    >
      <SearchTextField label={copy.searchLabel} value={text} onChange={setText} />
      <label className="flex min-h-12 items-center gap-3 text-small font-medium text-ink-900">
        <input
          type="checkbox"
          checked={stalled}
          onChange={(event) => setStalled(event.target.checked)}
          className="size-5 accent-ink-900"
        />
        {copy.stalledOnly}
      </label>
      <Button type="submit" size="lg">
        <Search aria-hidden="true" className="size-4" />
        {copy.search}
      </Button>
    </form>
  );
}
