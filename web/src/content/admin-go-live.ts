/** The words around the go-live checklist on the console's first page; its items come with theirs. */
export const adminGoLiveContent = {
  heading: 'Antes de abrir o site',
  lead: 'O que ainda falta para receber os clientes. Cada item se marca sozinho quando é resolvido.',
  loading: 'Carregando a lista...',
  loadFailed: 'Não foi possível carregar a lista.',
  listLabel: 'Itens para abrir o site',
  progress: (done: number, total: number) => `${done} de ${total} prontos`,
  done: 'Pronto',
  pending: 'Pendente',
  fix: 'Resolver',
  fixLabel: (title: string) => `Resolver: ${title}`,
  allDone: 'Tudo pronto: o site está preparado para receber os clientes.',
} as const;
