import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button.tsx';
import { SearchTextField } from './search-text-field.tsx';

interface FilteredSearchFormProps {
  copy: { searchLabel: string; search: string; filter: string };
  query: string | undefined;
  filtered: boolean;
  onSearch(search: { query: string | undefined; filtered: boolean }): void;
}

/**
 * A console list's search: a client's name or address, and one filter to tick ("Sem resposta",
 * "Só parados ou atrasados"); the list shows the first page that matches.
 */
export function FilteredSearchForm({ copy, query, filtered, onSearch }: FilteredSearchFormProps) {
  const [text, setText] = useState(query ?? '');
  const [ticked, setTicked] = useState(filtered);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ query: text.trim() || undefined, filtered: ticked });
      }}
      className="flex flex-col gap-3 md:flex-row md:items-end"
    >
      <SearchTextField label={copy.searchLabel} value={text} onChange={setText} />
      <label className="flex min-h-12 items-center gap-3 text-small font-medium text-ink-900">
        <input
          type="checkbox"
          checked={ticked}
          onChange={(event) => setTicked(event.target.checked)}
          className="size-5 accent-ink-900"
        />
        {copy.filter}
      </label>
      <Button type="submit" size="lg">
        <Search aria-hidden="true" className="size-4" />
        {copy.search}
      </Button>
    </form>
  );
}
