const moment = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** The "Calendários" block of `/admin/agenda`: a host's feed and CalDAV calendar. */
export const hostCalendarsContent = {
  heading: 'Calendários',
  lead: 'Suas conversas no seu calendário, e os compromissos do seu calendário fora da agenda dos clientes.',
  feed: {
    heading: 'Endereço de assinatura (ICS)',
    lead: 'Assine este endereço no Google Agenda, no Calendário da Apple ou no Outlook para ver suas conversas, com remarcações e cancelamentos. Ele é secreto: quem o tiver vê suas conversas.',
    generate: 'Gerar endereço',
    regenerate: 'Gerar um novo endereço',
    generating: 'Gerando...',
    shownOnce:
      'Copie agora: por segurança, este endereço não é mostrado de novo. Um novo endereço desativa o anterior.',
    addressLabel: 'Endereço de assinatura',
    copy: 'Copiar endereço',
    revoke: 'Desativar endereço',
    revoking: 'Desativando...',
  },
  calDav: {
    heading: 'Calendário conectado (CalDAV)',
    lead: 'Conecte seu calendário com uma senha de app: os horários ocupados nele saem da agenda em até um minuto, e cada conversa é gravada nele.',
    labels: {
      url: 'Endereço do calendário',
      username: 'Usuário',
      password: 'Senha de app',
    },
    hints: {
      url: 'Ex.: https://caldav.fastmail.com/ ou https://caldav.icloud.com/',
      password: 'Gere uma senha de app no seu provedor; não use a senha da conta.',
    },
    connect: 'Conectar calendário',
    connecting: 'Conectando...',
    connected: (url: string, username: string) => `Conectado a ${url} como ${username}.`,
    lastSynced: (at: string) => `Lido pela última vez em ${moment.format(new Date(at))}.`,
    notSyncedYet: 'Lendo o calendário pela primeira vez...',
    problem: 'O calendário está com um problema',
    remove: 'Desconectar calendário',
    removing: 'Desconectando...',
    loading: 'Carregando o calendário...',
    loadFailed: 'Não foi possível carregar o calendário conectado.',
  },
  toasts: {
    feedCopied: { title: 'Endereço copiado.', description: 'Cole-o no seu app de calendário.' },
    copyFailed: {
      title: 'Não foi possível copiar',
      description: 'Selecione o endereço e copie-o à mão.',
    },
    feedRevoked: {
      title: 'Endereço desativado.',
      description: 'Os calendários que o assinavam param de receber as conversas.',
    },
    feedFailedTitle: 'Não foi possível mudar o endereço de assinatura',
    connected: {
      title: 'Calendário conectado.',
      description: 'Os horários ocupados nele saem da agenda em instantes.',
    },
    connectInvalid: {
      title: 'Revise os dados do calendário',
      description: 'Corrija os campos destacados e tente de novo.',
    },
    connectFailedTitle: 'Não foi possível conectar o calendário',
    removed: {
      title: 'Calendário desconectado.',
      description: 'Os horários dele não contam mais na agenda.',
    },
    removeFailedTitle: 'Não foi possível desconectar o calendário',
  },
} as const;
