/** Who an entry concerns once the account no longer exists. */
const deletedAccount = 'Uma conta excluída';
/** Who an entry names when it concerns no account: the server acted. */
const system = 'O sistema';

const moment = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * Who an entry names: the member of the team who acted (null when the account's owner, the
 * operator or the server did), and the account it concerns.
 */
interface Parties {
  actor: string | null;
  account: string;
}

/** A change to a host's calendars: their own, or another member's for them. */
function hostChange({ actor, account }: Parties, did: string, of: 'da agenda' | 'à agenda') {
  if (!actor || actor === account)
    return `${account} ${did} ${of === 'da agenda' ? 'da' : 'à'} própria agenda`;
  return `${actor} ${did} ${of} de ${account}`;
}

/** Each action of the log as a sentence. */
const sentences: Record<string, (parties: Parties) => string> = {
  sign_in: ({ account }) => `${account} entrou na conta`,
  sign_in_failed: ({ account }) => {
    if (account === system) return 'Tentativa de entrada com um email que não tem conta';
    if (account === deletedAccount)
      return 'Tentativa de entrada com senha incorreta em uma conta excluída';
    return `Tentativa de entrada com senha incorreta na conta ${account}`;
  },
  sign_out: ({ account }) => `${account} saiu da conta`,
  token_refresh_reused: ({ account }) =>
    `As sessões de ${account} foram encerradas: um token de sessão foi reutilizado`,
  recovery_requested: ({ account }) => `${account} pediu para redefinir a senha`,
  invite_sent: ({ actor, account }) =>
    actor ? `${actor} convidou ${account}` : `Convite enviado para ${account}`,
  confirmation_sent: ({ account }) => `Email de confirmação enviado para ${account}`,
  verified: ({ account }) => `${account} confirmou o email`,
  password_changed: ({ account }) => `${account} trocou a senha`,
  user_created: ({ actor, account }) =>
    actor ? `${actor} criou a conta ${account}` : `A conta ${account} foi criada`,
  user_banned: ({ actor, account }) =>
    actor ? `${actor} desativou a conta ${account}` : `A conta ${account} foi desativada`,
  user_unbanned: ({ actor, account }) =>
    actor ? `${actor} reativou a conta ${account}` : `A conta ${account} foi reativada`,
  user_deleted: ({ actor, account }) =>
    `${actor ?? 'O operador'} excluiu ${account === deletedAccount ? 'uma conta' : `a conta ${account}`}`,
  role_changed: ({ account }) => `O papel da conta ${account} mudou`,
  account_deleted_by_owner: ({ account }) =>
    account === deletedAccount
      ? 'Uma conta foi excluída pelo próprio titular'
      : `${account} excluiu a própria conta`,
  availability_changed: ({ actor, account }) =>
    `${actor ?? account} alterou os horários de atendimento`,
  calendar_feed_issued: (parties) =>
    hostChange(parties, 'gerou um endereço de assinatura', 'da agenda'),
  calendar_feed_revoked: (parties) =>
    hostChange(parties, 'desativou o endereço de assinatura', 'da agenda'),
  calendar_connected: (parties) => hostChange(parties, 'conectou um calendário', 'à agenda'),
  calendar_removed: (parties) => hostChange(parties, 'desconectou o calendário', 'da agenda'),
  host_availability_changed: ({ actor, account }) =>
    `${actor ?? 'O operador'} alterou os horários de atendimento de ${account}`,
  host_bookings_changed: ({ actor, account }) =>
    `${actor ?? 'O operador'} mudou se ${account} atende clientes`,
  booking_created: ({ account }) => `${account} agendou uma conversa`,
  booking_rescheduled: ({ actor, account }) =>
    actor ? `${actor} remarcou a conversa de ${account}` : `${account} remarcou uma conversa`,
  booking_cancelled: ({ actor, account }) => `${actor ?? account} cancelou uma conversa`,
  booking_attendance_marked: ({ actor, account }) =>
    `${actor ?? account} registrou a presença em uma conversa`,
  booking_notes_saved: ({ actor, account }) =>
    `${actor ?? account} salvou as notas de uma conversa`,
  private_notes_exported: ({ actor, account }) =>
    `${actor ?? 'A equipe'} exportou as notas internas de ${account}`,
  plan_dossier_downloaded: ({ actor, account }) =>
    `${actor ?? 'A equipe'} baixou o dossiê do plano de ${account}`,
  profile_updated: ({ actor, account }) =>
    actor ? `${actor} atualizou o perfil de ${account}` : `${account} atualizou o perfil`,
  material_uploaded: ({ actor, account }) => `${actor ?? account} enviou um material`,
  material_changed: ({ actor, account }) => `${actor ?? account} alterou um material`,
  material_deleted: ({ actor, account }) => `${actor ?? account} excluiu um material`,
  content_published: ({ actor, account }) => `${actor ?? account} publicou o conteúdo do site`,
  content_draft_discarded: ({ actor, account }) =>
    `${actor ?? account} descartou o rascunho do conteúdo do site`,
  content_image_uploaded: ({ actor, account }) => `${actor ?? account} enviou uma foto do site`,
  content_image_deleted: ({ actor, account }) => `${actor ?? account} excluiu uma foto do site`,
  factor_enrolled: ({ account }) => `${account} cadastrou a verificação em duas etapas`,
  factor_verified: ({ account }) => `${account} confirmou a verificação em duas etapas`,
  factor_deleted: ({ account }) => `${account} removeu a verificação em duas etapas`,
  recovery_codes_generated: ({ account }) => `${account} gerou novos códigos de recuperação`,
  recovery_code_used: ({ account }) => `${account} entrou com um código de recuperação`,
  passkey_added: ({ account }) => `${account} adicionou uma chave de acesso`,
  passkey_used: ({ account }) => `${account} entrou com uma chave de acesso`,
  passkey_removed: ({ account }) => `${account} removeu uma chave de acesso`,
  setup_link_issued: () => 'Um link de primeiro acesso foi gerado',
  setup_link_refused: () => 'Um link de primeiro acesso foi recusado',
  setup_completed: ({ account }) => `${account} criou a primeira conta da equipe`,
  intake_questions_changed: ({ actor, account }) =>
    `${actor ?? account} alterou as perguntas do questionário`,
  intake_answered: ({ account }) => `${account} respondeu ao questionário`,
  message_thread_read: ({ actor, account }) =>
    `${actor ?? 'A equipe'} leu as mensagens de ${account}`,
  message_file_opened: ({ actor, account }) =>
    `${actor ?? 'A equipe'} abriu um arquivo das mensagens de ${account}`,
  plan_template_created: ({ actor, account }) => `${actor ?? account} criou um modelo de plano`,
  plan_template_changed: ({ actor, account }) => `${actor ?? account} alterou um modelo de plano`,
  plan_template_deleted: ({ actor, account }) => `${actor ?? account} excluiu um modelo de plano`,
  plan_settings_changed: ({ actor, account }) =>
    `${actor ?? account} mudou quando um plano conta como parado`,
  plan_started: ({ actor, account }) => `${actor ?? 'A equipe'} iniciou o plano de ${account}`,
  plan_changed: ({ actor, account }) => `${actor ?? 'A equipe'} alterou o plano de ${account}`,
  plan_ended: ({ actor, account }) => `${actor ?? 'A equipe'} encerrou o plano de ${account}`,
  plan_milestone_completed: ({ actor, account }) =>
    actor
      ? `${actor} concluiu um marco do plano de ${account}`
      : `${account} concluiu um marco do próprio plano`,
  plan_file_uploaded: ({ actor, account }) =>
    actor
      ? `${actor} enviou um arquivo ao plano de ${account}`
      : `${account} enviou um arquivo ao próprio plano`,
  plan_file_opened: ({ actor, account }) =>
    `${actor ?? 'A equipe'} abriu um arquivo do plano de ${account}`,
};

/** Every text of `/admin/registro`: who did what, when, from where. */
export const adminAuditContent = {
  title: 'Registro',
  heading: 'Atividades',
  lead: 'Quem fez o quê, quando e de onde: entradas, convites, mudanças de conta, agenda, materiais, mensagens e planos. As mais recentes primeiro.',
  loading: 'Carregando o registro...',
  loadFailed: 'Não foi possível carregar o registro.',
  listLabel: 'Atividades registradas',
  empty: 'Nenhuma atividade registrada.',
  /** Who acted or is concerned when the account no longer exists, or the server itself acted. */
  someone: deletedAccount,
  system,
  sentence: (action: string, parties: Parties) =>
    sentences[action]?.(parties) ?? `${parties.actor ?? parties.account}: ${action}`,
  /** The material's title, when the entry names it. */
  material: (title: string) => `“${title}”`,
  at: (isoDate: string) => moment.format(new Date(isoDate)),
  ip: (ip: string) => `IP ${ip}`,
} as const;
