import type { ThreadQuery } from '../../../api/messages-api.ts';
import { FilteredSearchForm } from '../../../components/filtered-search-form.tsx';
import { adminMessagesContent as copy } from '../../../content/admin-messages.ts';

interface ThreadSearchProps {
  current: ThreadQuery;
  onSearch(query: ThreadQuery): void;
}

/** A client's name or address, and "Sem resposta": the inbox shows the first page that matches. */
export function ThreadSearch({ current, onSearch }: ThreadSearchProps) {
  return (
    <FilteredSearchForm
      copy={{ searchLabel: copy.searchLabel, search: copy.search, filter: copy.unanswered }}
      query={current.query}
      filtered={current.unanswered ?? false}
      onSearch={({ query, filtered }) => onSearch({ query, unanswered: filtered, page: 1 })}
    />
  );
}
