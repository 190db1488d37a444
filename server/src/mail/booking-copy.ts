/** The pt-BR words of the booking e-mails; the layout lives in booking-templates.ts. */
export const bookingCopy = {
  /** The calendar entry's title. */
  summary: 'Conversa com a equipe Legacy',
  labels: {
    when: 'Quando',
    before: 'Horário anterior',
    client: 'Cliente',
    host: 'Com',
    topic: 'Assunto',
    notes: 'Observações',
    meeting: 'Link da conversa',
    place: 'Local',
    reason: 'Motivo informado pela equipe',
  },
  /** "terça-feira, 14 de julho de 2026, das 10:00 às 10:45 — Horário Padrão de Brasília (…)" */
  when: (day: string, from: string, to: string, zone: string) =>
    `${day}, das ${from} às ${to} — ${zone}`,
  /** "terça-feira, 14 de julho de 2026, às 10:00 — Horário Padrão de Brasília (…)" */
  at: (day: string, time: string, zone: string) => `${day}, às ${time} — ${zone}`,
  action: 'Abrir a agenda',
  /** The reminder an hour before: the call itself. */
  join: 'Entrar na conversa',
  invitation: 'O convite em anexo inclui a conversa na sua agenda.',
  withdrawal: 'O anexo retira a conversa da sua agenda.',
  confirmation: {
    client: {
      subject: (day: string, time: string) => `Conversa confirmada: ${day}, ${time} — Legacy`,
      heading: 'Conversa confirmada',
      intro: 'Sua conversa com a equipe Legacy está marcada.',
    },
    team: {
      subject: (day: string, time: string) => `Nova conversa marcada: ${day}, ${time}`,
      heading: 'Nova conversa marcada',
      intro: (client: string) => `${client} marcou uma conversa com a equipe.`,
    },
  },
  reschedule: {
    client: {
      subject: (day: string, time: string) => `Conversa remarcada para ${day}, ${time} — Legacy`,
      heading: 'Conversa remarcada',
      intro: 'Sua conversa com a equipe Legacy mudou de horário.',
    },
    team: {
      subject: (day: string, time: string) => `Conversa remarcada para ${day}, ${time}`,
      heading: 'Conversa remarcada',
      intro: (client: string) => `${client} remarcou a conversa com a equipe.`,
    },
  },
  cancellation: {
    client: {
      subject: (day: string, time: string) => `Conversa cancelada: ${day}, ${time} — Legacy`,
      heading: 'Conversa cancelada',
      intro: 'Sua conversa com a equipe Legacy foi cancelada. Se quiser, marque outro horário.',
    },
    /** To a client who deleted their own account: no agenda is left to open. */
    clientWhoLeft: {
      subject: (day: string, time: string) => `Conversa cancelada: ${day}, ${time} — Legacy`,
      heading: 'Conversa cancelada',
      intro:
        'Como você excluiu a sua conta na área do cliente, a sua conversa com a equipe Legacy foi cancelada.',
    },
    team: {
      subject: (day: string, time: string) => `Conversa cancelada: ${day}, ${time}`,
      heading: 'Conversa cancelada',
      intro: {
        client: (client: string) => `${client} cancelou a conversa com a equipe.`,
        team: (client: string) => `A equipe cancelou a conversa com ${client}.`,
        account_deletion: (client: string) =>
          `${client} excluiu a conta na área do cliente, e a conversa foi cancelada.`,
        account_removed: (client: string) =>
          `A conta de ${client} foi excluída pela equipe, e a conversa foi cancelada.`,
      },
    },
  },
  /** The team's e-mail of a client's several changes in one window (decision 031). */
  digest: {
    subject: (client: string, changes: number) =>
      `Agenda de ${client}: ${changes} ${changes === 1 ? 'alteração' : 'alterações'}`,
    heading: 'Agenda do cliente alterada',
    intro: (client: string) => `${client} mudou a agenda com a equipe. Como ela ficou:`,
    changes: {
      booked: 'Nova conversa',
      moved: 'Conversa remarcada',
      cancelledByClient: 'Conversa cancelada pelo cliente',
      cancelledByTeam: 'Conversa cancelada pela equipe',
    },
    invitations: 'Os convites em anexo atualizam cada conversa na sua agenda.',
  },
  reminder: {
    client: {
      subject: (day: string, time: string) => `Lembrete: conversa em ${day}, ${time} — Legacy`,
      heading: 'Lembrete da sua conversa',
      intro: 'Sua conversa com a equipe Legacy se aproxima.',
    },
    team: {
      subject: (day: string, time: string) => `Lembrete: conversa em ${day}, ${time}`,
      heading: 'Lembrete de conversa',
      intro: (client: string) => `A conversa com ${client} se aproxima.`,
    },
  },
} as const;
