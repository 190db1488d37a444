import { useSearchParams } from 'react-router';
import { inboxQuery } from '../../../../../shared/messages.ts';
import type { ThreadQuery } from '../../../api/messages-api.ts';

/**
 * The inbox's search, "Sem resposta" and page, kept in the address (`?query=&unanswered=&page=`)
 * so that going back shows the same list. An address the schema refuses shows the first page.
 */
export function useThreadQuery() {
  const [params, setParams] = useSearchParams();
  const read = inboxQuery.safeParse(Object.fromEntries(params));
  const current: ThreadQuery = read.success ? read.data : { page: 1 };

  function change(next: ThreadQuery) {
    const search = new URLSearchParams();
    if (next.query) search.set('query', next.query);
    if (next.unanswered) search.set('unanswered', 'true');
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  }

  return { current, change };
}
