import { useSearchParams } from 'react-router';
import { type ClientListQuery, clientListQuery } from '../../../../../shared/clients.ts';

/**
 * The client list's search, status and page, kept in the address (`?query=&status=&page=`) so
 * that going back and a shared link show the same list. An address the schema refuses shows the
 * first page of everyone.
 */
export function useClientListQuery() {
  const [params, setParams] = useSearchParams();
  const read = clientListQuery.safeParse(Object.fromEntries(params));
  const current: ClientListQuery = read.success ? read.data : { query: undefined, page: 1 };

  function change(next: ClientListQuery) {
    const search = new URLSearchParams();
    if (next.query) search.set('query', next.query);
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  }

  return { current, change };
}
