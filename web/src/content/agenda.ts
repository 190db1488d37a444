import { profileContent } from './profile.ts';
import { siteContent } from './site.ts';

/** A toast that names the conversation it is about. */
const aboutConversation = (title: string) => (when: string) => ({ title, description: when });

/** Every text of `/dashboard/agenda`: booking a conversation with the team (docs/portal.md). */
export const agendaContent = {
  documentTitle: `Agenda — ${siteContent.brandName}`,
  title: 'Agenda',
  timeZone: {
    yours: (zone: string) => `Horários no seu fuso: ${zone}`,
    team: (zone: string) =>
      `A equipe atende no fuso ${zone}; os horários abaixo já estão convertidos para o seu.`,
  },
  picker: {
    heading: 'Agendar uma conversa',
    lead: (minutes: number) =>
      `Escolha um dia e um horário para conversar com a equipe. Cada conversa dura ${minutes} minutos.`,
    loading: 'Carregando os horários...',
    loadFailed: 'Não foi possível carregar os horários.',
    daysLabel: 'Dias com horários livres',
    slotCount: (count: number) => (count === 1 ? '1 horário' : `${count} horários`),
    timesLabel: (day: string) => `Horários de ${day}`,
    empty: 'Nenhum horário livre nas próximas semanas.',
    nothingNew: 'Nenhum horário livre nas duas semanas seguintes.',
    more: 'Ver mais datas',
    updating: 'Carregando horários...',
  },
  hosts: {
    legend: 'Com quem',
    anyone: 'Qualquer um',
    /** On a booking: who holds the conversation. */
    with: (name: string) => `Com ${name}`,
  },
  rescheduling: {
    heading: 'Remarcar a conversa',
    current: (when: string) => `Horário atual: ${when}. Escolha o novo horário abaixo.`,
    keep: 'Manter o horário atual',
  },
  form: {
    chosen: 'Horário escolhido',
    chooseFirst: 'Escolha um horário acima para continuar.',
    labels: { topic: 'Assunto', notes: 'Observações' },
    hints: {
      topic: 'Opcional. Ex.: a sucessão na empresa da família.',
      notes: 'Opcional. O que a equipe deve saber antes da conversa.',
    },
    characterCount: profileContent.characterCount,
    submit: { book: 'Confirmar agendamento', reschedule: 'Confirmar novo horário' },
    sending: { book: 'Agendando...', reschedule: 'Remarcando...' },
    slotTaken:
      'Outra pessoa reservou esse horário há instantes. Atualizamos a lista: escolha outro horário.',
  },
  bookings: {
    heading: 'Suas conversas',
    loading: 'Carregando suas conversas...',
    loadFailed: 'Não foi possível carregar as suas conversas.',
    empty: 'Nenhuma conversa marcada. Escolha um horário para a primeira.',
    noTopic: 'Assunto a definir',
    join: 'Entrar na conversa',
    newTab: '(abre em nova aba)',
    /** An in-person conversation's address. */
    place: (address: string) => `Local: ${address}`,
    /** Inside the team's change window: why "Remarcar" and "Cancelar" are off, and who can. */
    changeClosed:
      'A conversa está próxima: remarcar ou cancelar por aqui já não é possível. Para mudar, fale com a equipe.',
    contactTeam: 'Falar com a equipe',
    reschedule: 'Remarcar',
    cancel: 'Cancelar',
    /** Read after "Remarcar" or "Cancelar" by screen readers, which hear the buttons alone. */
    which: (when: string) => ` a conversa de ${when}`,
    confirmCancel: {
      title: 'Cancelar esta conversa?',
      text: 'O horário fica livre para outra pessoa.',
      confirm: 'Sim, cancelar',
      busy: 'Cancelando...',
      keep: 'Manter a conversa',
    },
    historyHeading: 'Histórico',
    status: { cancelled: 'Cancelada', past: 'Realizada', noShow: 'Não compareceu' },
    recap: {
      heading: 'Resumo da conversa',
      nextSteps: 'Próximos passos',
      done: 'feito',
    },
    reason: (reason: string) => `Motivo informado pela equipe: ${reason}`,
  },
  toasts: {
    booked: aboutConversation('Conversa agendada.'),
    rescheduled: aboutConversation('Conversa remarcada.'),
    cancelled: aboutConversation('Conversa cancelada.'),
    invalid: {
      title: 'Revise o agendamento',
      description: 'Corrija os campos destacados e tente de novo.',
    },
    slotTakenTitle: 'Esse horário acabou de ser reservado',
    bookFailedTitle: 'Não foi possível agendar',
    rescheduleFailedTitle: 'Não foi possível remarcar',
    cancelFailedTitle: 'Não foi possível cancelar',
  },
} as const;
