import { Search } from 'lucide-react';
import { useState } from 'react';
import {
  type ClientListQuery,
  type ClientStatus,
  clientStatuses,
} from '../../../../../shared/clients.ts';
import { Button } from '../../../components/button.tsx';
import { fieldControlClassName } from '../../../components/field-styles.ts';
import { SearchTextField } from '../../../components/search-text-field.tsx';
import { adminClientsContent } from '../../../content/admin-clients.ts';

const { list: copy, statuses } = adminClientsContent;

interface ClientSearchProps {
  current: ClientListQuery;
  onSearch(query: ClientListQuery): void;
}

/** Part of an address or a name, and a status: the list shows the first page of what matches. */
export function ClientSearch({ current, onSearch }: ClientSearchProps) {
  const [text, setText] = useState(current.query ?? '');
  const [status, setStatus] = useState<ClientStatus | ''>(current.status ?? '');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ query: text.trim() || undefined, status: status || undefined, page: 1 });
      }}
      className="flex flex-col gap-3 md:flex-row md:items-end"
    >
      <SearchTextField label={copy.searchLabel} value={text} onChange={setText} />
      <label className="flex flex-col gap-2 text-small font-medium text-ink-900">
        {copy.statusLabel}
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value as ClientStatus | '')}
          className={fieldControlClassName(false, 'min-h-12 md:w-48')}
        >
          <option value="">{copy.anyStatus}</option>
          {clientStatuses.map((value) => (
            <option key={value} value={value}>
              {statuses[value]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="lg">
        <Search aria-hidden="true" className="size-4" />
        {copy.search}
      </Button>
    </form>
  );
}
