import type { Weekday } from '../../../shared/agenda.ts';
import { profileContent } from './profile.ts';

const weekRange = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const atNoonUtc = (day: string) => new Date(`${day}T12:00:00Z`);

/** Every text of `/admin/agenda`: the team's week of conversations and its agenda rules. */
export const adminAgendaContent = {
  title: 'Agenda',
  week: {
    heading: 'Conversas da semana',
    /** "2 – 8 de março de 2026", from the Monday and the Sunday (YYYY-MM-DD). */
    range: (monday: string, sunday: string) =>
      weekRange.formatRange(atNoonUtc(monday), atNoonUtc(sunday)),
    previous: 'Semana anterior',
    next: 'Próxima semana',
    current: 'Esta semana',
    zone: (zone: string) => `Horários no seu fuso: ${zone}`,
    loading: 'Carregando as conversas...',
    loadFailed: 'Não foi possível carregar as conversas.',
    count: (count: number) =>
      count === 0 ? 'Nenhuma conversa' : count === 1 ? '1 conversa' : `${count} conversas`,
    hostFilter: 'Conversas de',
    everyone: 'Toda a equipe',
  },
  booking: {
    host: (name: string) => `Com ${name}`,
    noTopic: 'Assunto a definir',
    notes: 'Observações do cliente',
    /** The booking names its client by id only: the link opens the client's page. */
    join: 'Link da reunião',
    place: (address: string) => `Local: ${address}`,
    newTab: '(abre em nova aba)',
    cancel: 'Cancelar conversa',
    /** Read after "Cancelar conversa" and the client's name by screen readers. */
    which: (when: string) => ` de ${when}`,
    confirmCancel: {
      title: 'Cancelar esta conversa?',
      text: 'O cliente recebe um email com o motivo, e o horário fica livre para outra pessoa.',
      confirm: 'Cancelar e avisar o cliente',
      busy: 'Cancelando...',
      keep: 'Manter a conversa',
    },
    reschedule: 'Remarcar conversa',
    confirmReschedule: {
      title: 'Remarcar esta conversa?',
      text: 'O cliente recebe um email com o novo horário e o convite atualizado.',
      confirm: 'Remarcar e avisar o cliente',
      busy: 'Remarcando...',
      keep: 'Manter o horário',
    },
    newSlotLabel: 'Novo horário',
    newSlotHint: 'Os horários livres das próximas semanas, no seu fuso.',
    slotsLoading: 'Carregando os horários livres...',
    noSlots: 'Nenhum horário livre nas próximas semanas.',
    chooseSlot: 'Escolha um horário',
    chooseSlotFirst: 'Escolha o novo horário da conversa.',
    reasonLabel: 'Motivo (o cliente lê)',
    reasonHint: 'Ex.: a equipe estará em viagem nesse dia.',
    characterCount: profileContent.characterCount,
  },
  conversation: {
    /** The card's button that opens what the team records of a conversation. */
    open: { started: 'Registrar a conversa', upcoming: 'Notas privadas' },
    close: 'Fechar',
    attendance: {
      legend: 'Presença',
      attended: 'Realizada',
      no_show: 'Não compareceu',
      notYet: 'A presença e o resumo para o cliente ficam para depois do início da conversa.',
    },
    privateNotes: {
      label: 'Notas privadas',
      hint: 'Só a equipe lê. O cliente nunca vê estas notas na área do cliente; se pedir os dados dele, a equipe as entrega.',
      save: 'Salvar notas privadas',
    },
    recap: {
      legend: 'Resumo para o cliente',
      lead: 'O cliente lê o resumo na agenda dele e recebe um email avisando que há um resumo (sem o texto).',
      summary: 'Resumo',
      steps: 'Próximos passos',
      step: (position: number) => `Passo ${position}`,
      doneShort: 'Feito',
      done: (position: number) => `Passo ${position} feito`,
      remove: (position: number) => `Remover o passo ${position}`,
      add: 'Adicionar passo',
      save: 'Salvar resumo',
    },
    saving: 'Salvando...',
    characterCount: profileContent.characterCount,
  },
  availability: {
    heading: 'Horários de atendimento',
    lead: 'Quando os clientes podem agendar. Os horários valem no fuso da equipe; cada cliente os vê no próprio fuso.',
    loading: 'Carregando os horários...',
    loadFailed: 'Não foi possível carregar os horários.',
    rules: 'Regras do agendamento',
    labels: {
      time_zone: 'Fuso horário da equipe',
      duration_minutes: 'Duração de cada conversa (minutos)',
      min_notice_hours: 'Antecedência mínima (horas)',
      horizon_days: 'Agenda aberta até (dias à frente)',
      buffer_minutes: 'Intervalo entre conversas (minutos)',
      max_upcoming_per_client: 'Conversas marcadas por cliente, no máximo',
      change_notice_hours: 'Antecedência mínima para remarcar ou cancelar (horas)',
      meeting_url: 'Link da reunião',
      meeting_room_base_url: 'Endereço das salas',
      meeting_address: 'Endereço do encontro',
    },
    hints: {
      time_zone: 'Ex.: America/Sao_Paulo.',
      meeting_url: 'Opcional. Enviado ao cliente na confirmação; começa com https://.',
      meeting_room_base_url:
        'Ex.: https://meet.jit.si/. Cada conversa ganha uma sala própria, de nome impossível de adivinhar, que continua a mesma se a conversa for remarcada.',
      meeting_address: 'Enviado ao cliente na confirmação e no convite da agenda.',
    },
    meeting: {
      legend: 'Como a conversa acontece',
      kinds: { link: 'Link fixo', room: 'Sala gerada por conversa', in_person: 'Presencial' },
    },
    reminders: {
      legend: 'Lembretes por email',
      lead: 'Ao cliente e à equipe. Uma conversa remarcada ou cancelada não recebe o lembrete antigo.',
      day_before: { label: 'Na véspera', hint: 'Um dia antes da conversa.' },
      hour_before: {
        label: 'Uma hora antes',
        hint: 'Com o botão para entrar na conversa, quando ela tem link.',
      },
    },
    range: (min: number, max: number) => `De ${min} a ${max}.`,
    weekly: 'Semana',
    weekdays: {
      mon: 'segunda-feira',
      tue: 'terça-feira',
      wed: 'quarta-feira',
      thu: 'quinta-feira',
      fri: 'sexta-feira',
      sat: 'sábado',
      sun: 'domingo',
    } satisfies Record<Weekday, string>,
    closed: 'Fechado',
    from: (interval: string) => `Início ${interval}`,
    to: (interval: string) => `Fim ${interval}`,
    until: 'até',
    intervalName: (day: string, position: number) => `do intervalo ${position} de ${day}`,
    addInterval: 'Adicionar intervalo',
    /** Read after "Adicionar intervalo" by screen readers. */
    addIntervalTo: (name: string) => ` em ${name}`,
    removeInterval: (day: string, position: number) => `Remover o intervalo ${position} de ${day}`,
    exceptions: 'Exceções',
    exceptionsLead:
      'Dias em que a semana não vale: um dia de folga (sem intervalos) ou um horário especial.',
    noExceptions: 'Nenhuma exceção.',
    exceptionDate: 'Data',
    exceptionName: (position: number) => `exceção ${position}`,
    dayOff: 'Dia de folga: nenhum horário.',
    addDayOff: 'Adicionar dia de folga',
    addSpecialHours: 'Adicionar horário especial',
    removeException: (position: number) => `Remover a exceção ${position}`,
    submit: 'Salvar horários',
    submitting: 'Salvando...',
  },
  hosts: {
    whose: 'Horários de',
    team: 'Horários da equipe (padrão)',
    acceptsBookings: 'Atende clientes',
    acceptsHint:
      'Desmarcado, os clientes não podem marcar novas conversas com esta pessoa; as já marcadas continuam.',
    own: (name: string) => `${name} tem horários próprios.`,
    teams: (name: string) =>
      `${name} segue os horários da equipe. Ao salvar aqui, passa a ter horários próprios.`,
    useTeam: 'Usar os horários da equipe',
  },
  toasts: {
    cancelled: (when: string) => ({
      title: 'Conversa cancelada.',
      description: `${when}. O cliente foi avisado por email.`,
    }),
    cancelFailedTitle: 'Não foi possível cancelar',
    rescheduled: (when: string) => ({
      title: 'Conversa remarcada.',
      description: `Agora em ${when}. O cliente foi avisado por email.`,
    }),
    rescheduleFailedTitle: 'Não foi possível remarcar',
    cancelInvalid: {
      title: 'Informe o motivo',
      description: 'O cliente lê o motivo no email do cancelamento.',
    },
    saved: {
      title: 'Horários salvos.',
      description: 'Os clientes já veem os novos horários.',
    },
    saveInvalid: {
      title: 'Revise os horários',
      description: 'Corrija os campos destacados e tente de novo.',
    },
    saveFailedTitle: 'Não foi possível salvar os horários',
    attendanceMarked: (label: string, when: string) => ({
      title: `Presença registrada: ${label}.`,
      description: `${when}. O cliente vê isso no histórico dele.`,
    }),
    attendanceFailedTitle: 'Não foi possível registrar a presença',
    notesSaved: {
      title: 'Notas privadas salvas.',
      description: 'Só a equipe as lê.',
    },
    recapSaved: {
      title: 'Resumo salvo.',
      description: 'O cliente já o lê na agenda e recebe um email avisando, em alguns minutos.',
    },
    recapInvalid: {
      title: 'Revise o resumo',
      description: 'Corrija os campos destacados e tente de novo.',
    },
    notesFailedTitle: 'Não foi possível salvar',
    hostReset: {
      title: 'Horários da equipe restaurados.',
      description: 'Os clientes já veem os horários da equipe para esta pessoa.',
    },
    acceptsOn: {
      title: 'Atendimento ativado.',
      description: 'Os clientes já podem marcar conversas com esta pessoa.',
    },
    acceptsOff: {
      title: 'Atendimento pausado.',
      description: 'Os clientes não podem mais marcar novas conversas com esta pessoa.',
    },
    hostFailedTitle: 'Não foi possível alterar',
  },
} as const;
