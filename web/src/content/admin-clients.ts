import type { ClientStatus } from '../../../shared/clients.ts';
import type { ProfileFields } from '../../../shared/profile.ts';
import { profileContent } from './profile.ts';

const moment = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });
const when = (isoDate: string) => moment.format(new Date(isoDate));

/** Every text of `/admin/clientes` and of a client's page. */
export const adminClientsContent = {
  title: 'Clientes',
  statuses: {
    invited: 'Convidado',
    active: 'Ativo',
    disabled: 'Desativado',
    unconfirmed: 'Não confirmado',
  } satisfies Record<ClientStatus, string>,
  when,
  list: {
    heading: 'Todos os clientes',
    loading: 'Carregando os clientes...',
    loadFailed: 'Não foi possível carregar os clientes.',
    listLabel: 'Clientes encontrados',
    searchLabel: 'Buscar por email ou nome',
    statusLabel: 'Estado',
    anyStatus: 'Todos',
    search: 'Buscar',
    empty: 'Nenhum cliente encontrado.',
    total: (count: number) => (count === 1 ? '1 cliente' : `${count} clientes`),
    columns: {
      client: 'Cliente',
      status: 'Estado',
      lastSignIn: 'Último acesso',
      profile: 'Perfil',
      nextBooking: 'Próxima conversa',
    },
    neverSignedIn: 'Nunca entrou',
    profileComplete: 'Completo',
    profileIncomplete: 'Incompleto',
    noBooking: 'Nenhuma marcada',
  },
  invite: {
    open: 'Convidar cliente',
    heading: 'Convidar cliente',
    lead: 'O cliente recebe um email com um link para criar a senha e entrar.',
    labels: { email: 'Email', full_name: 'Nome completo' },
    hints: { full_name: 'Opcional. Começa o perfil do cliente.' },
    submit: 'Enviar convite',
    sending: 'Enviando...',
    cancel: 'Cancelar',
  },
  detail: {
    title: 'Cliente',
    back: 'Todos os clientes',
    loading: 'Carregando o cliente...',
    loadFailed: 'Não foi possível carregar o cliente.',
    account: 'Conta',
    fields: {
      email: 'Email',
      status: 'Estado',
      created_at: 'Conta criada em',
      invited_at: 'Convidado em',
      last_sign_in_at: 'Último acesso',
    },
    /** The invitation's link, by whether it still works now. */
    invitation: {
      live: 'Convite vale até',
      expired: 'Convite expirou em',
      expiredNote: 'O link não funciona mais: reenvie o convite para o cliente entrar.',
    },
    profile: 'Perfil',
    // The team's words: the profile page's own labels speak to the client ("Seus objetivos").
    profileLabels: {
      full_name: 'Nome completo',
      phone: 'Telefone',
      company: 'Empresa',
      job_title: 'Cargo',
      city: 'Cidade',
      preferred_channel: 'Canal preferido',
      goals: 'Objetivos do cliente',
    } satisfies Record<keyof ProfileFields, string>,
    channels: profileContent.channels,
    notFilled: 'Não informado',
    bookings: 'Conversas',
    noBookings: 'Nenhuma conversa.',
    bookingStatus: { confirmed: 'Confirmada', cancelled: 'Cancelada' },
    noTopic: 'Assunto a definir',
    actions: 'Ações',
    resend: 'Reenviar convite',
    resending: 'Reenviando...',
    disable: 'Desativar conta',
    disabling: 'Desativando...',
    enable: 'Reativar conta',
    enabling: 'Reativando...',
    delete: 'Excluir cliente',
    confirmDisable: {
      title: 'Desativar esta conta?',
      text: 'O cliente sai de todas as sessões na hora e não consegue entrar até a conta ser reativada.',
      confirm: 'Desativar',
      busy: 'Desativando...',
      keep: 'Manter ativa',
    },
    confirmDelete: {
      title: 'Excluir este cliente?',
      text: 'A conta, o perfil e as conversas são apagados; as conversas marcadas são canceladas. Esta ação não pode ser desfeita.',
      confirm: 'Excluir definitivamente',
      busy: 'Excluindo...',
      keep: 'Manter o cliente',
    },
  },
  toasts: {
    invited: (email: string) => ({ title: 'Convite enviado.', description: email }),
    inviteInvalid: {
      title: 'Revise o convite',
      description: 'Corrija os campos destacados e tente de novo.',
    },
    inviteFailedTitle: 'Não foi possível enviar o convite',
    resent: (email: string) => ({ title: 'Convite reenviado.', description: email }),
    disabled: (email: string) => ({ title: 'Conta desativada.', description: email }),
    enabled: (email: string) => ({ title: 'Conta reativada.', description: email }),
    deleted: (email: string) => ({ title: 'Cliente excluído.', description: email }),
    actionFailedTitle: 'Não foi possível concluir a ação',
  },
} as const;
