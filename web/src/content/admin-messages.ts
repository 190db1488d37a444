const moment = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });

/** Every text of `/admin/mensagens`: the team's inbox of the clients' threads (issue #28). */
export const adminMessagesContent = {
  title: 'Mensagens',
  heading: 'Conversas com os clientes',
  loading: 'Carregando as conversas...',
  loadFailed: 'Não foi possível carregar as conversas.',
  listLabel: 'Conversas encontradas',
  searchLabel: 'Buscar cliente por email ou nome',
  unanswered: 'Sem resposta',
  search: 'Buscar',
  empty: 'Nenhuma conversa encontrada.',
  total: (count: number) => (count === 1 ? '1 conversa' : `${count} conversas`),
  lastMessage: (isoDate: string) => `Última mensagem em ${moment.format(new Date(isoDate))}`,
  unread: (count: number) => (count === 1 ? '1 não lida' : `${count} não lidas`),
  thread: {
    title: 'Conversa',
    back: 'Voltar às mensagens',
    clientPage: 'Ver a página do cliente',
  },
} as const;
