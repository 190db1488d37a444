import { useSearchParams } from 'react-router';
import type { ThreadQuery } from '../../../api/messages-api.ts';

/**
 * The inbox's search, "Sem resposta" and page, kept in the address (`?query=&unanswered=&page=`)
 * so that going back shows the same list.
 */
export function useThreadQuery() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const current: ThreadQuery = {
    query: params.get('query') ?? undefined,
    unanswered: params.get('unanswered') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };

  function change(next: ThreadQuery) {
    const search = new URLSearchParams();
    if (next.query) search.set('query', next.query);
    if (next.unanswered) search.set('unanswered', 'true');
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  }

  return { current, change };
}
