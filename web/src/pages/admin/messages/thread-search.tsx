import { Search } from 'lucide-react';
import { useState } from 'react';
import type { ThreadQuery } from '../../../api/messages-api.ts';
import { Button } from '../../../components/button.tsx';
import { SearchTextField } from '../../../components/search-text-field.tsx';
import { adminMessagesContent as copy } from '../../../content/admin-messages.ts';

interface ThreadSearchProps {
  current: ThreadQuery;
  onSearch(query: ThreadQuery): void;
}

/** A client's name or address, and "Sem resposta": the inbox shows the first page that matches. */
export function ThreadSearch({ current, onSearch }: ThreadSearchProps) {
  const [text, setText] = useState(current.query ?? '');
  const [unanswered, setUnanswered] = useState(current.unanswered ?? false);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ query: text.trim() || undefined, unanswered, page: 1 });
      }}
      className="flex flex-col gap-3 md:flex-row md:items-end"
    >
      <SearchTextField label={copy.searchLabel} value={text} onChange={setText} />
      <label className="flex min-h-12 items-center gap-3 text-small font-medium text-ink-900">
        <input
          type="checkbox"
          checked={unanswered}
          onChange={(event) => setUnanswered(event.target.checked)}
          className="size-5 accent-ink-900"
        />
        {copy.unanswered}
      </label>
      <Button type="submit" size="lg">
        <Search aria-hidden="true" className="size-4" />
        {copy.search}
      </Button>
    </form>
  );
}
