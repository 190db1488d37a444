import { authScreen } from './auth.ts';
import { siteContent } from './site.ts';

/** The safe choice of each confirmation step. */
const keep = 'Cancelar';

const lastSeenAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

/** Every text of `/dashboard/seguranca`: the password, the sessions and the client's data rights. */
export const securityContent = {
  documentTitle: `Segurança — ${siteContent.brandName}`,
  title: 'Segurança e privacidade',
  /** For a member of the team, who came from the console's menu. */
  backToConsole: 'Voltar ao console da equipe',
  password: {
    heading: 'Trocar senha',
    lead: 'Ao trocar a senha, as sessões abertas em outros aparelhos e navegadores são encerradas.',
    labels: {
      current_password: 'Senha atual',
      new_password: authScreen.newPasswordLabel,
      new_password_confirmation: authScreen.passwordConfirmationLabel,
    },
    newPasswordHint: authScreen.passwordHint,
    currentMissing: 'Informe a sua senha atual.',
    wrongCurrent: 'Senha atual incorreta.',
    submit: 'Trocar senha',
    submitting: 'Trocando...',
    toasts: {
      changed: { title: 'Senha alterada.', description: 'As outras sessões foram encerradas.' },
      invalid: {
        title: 'Revise a senha',
        description: 'Corrija os campos destacados e tente de novo.',
      },
      failedTitle: 'Não foi possível trocar a senha',
    },
  },
  sessions: {
    heading: 'Sessões ativas',
    lead: 'Os aparelhos e navegadores em que a sua conta está aberta.',
    listLabel: 'Sessões da sua conta',
    loading: 'Carregando as sessões...',
    loadFailed: 'Não foi possível carregar as sessões.',
    current: 'Esta sessão',
    ip: (ip: string) => `IP ${ip}`,
    lastSeen: (isoDate: string) => `Último acesso em ${lastSeenAt.format(new Date(isoDate))}`,
    onlyThisOne: 'Nenhuma outra sessão aberta: a sua conta está aberta só aqui.',
    endOthers: 'Encerrar as outras sessões',
    confirm: {
      title: 'Encerrar as outras sessões?',
      text: 'Quem estiver com a sua conta aberta em outro aparelho ou navegador precisará entrar de novo. Esta sessão continua aberta.',
      confirm: 'Encerrar sessões',
      busy: 'Encerrando...',
      keep,
    },
    toasts: {
      ended: {
        title: 'Outras sessões encerradas.',
        description: 'A sua conta agora está aberta só aqui.',
      },
      failedTitle: 'Não foi possível encerrar as sessões',
    },
  },
  messageNotices: {
    heading: 'Avisos de mensagens',
    lead: 'Quando a equipe escreve e a mensagem fica sem leitura por alguns minutos, avisamos você por email.',
    label: 'Avisar por e-mail sobre novas mensagens',
    loading: 'Carregando a preferência...',
    loadFailed: 'Não foi possível carregar a preferência de avisos.',
    saved: {
      on: {
        title: 'Avisos ligados.',
        description: 'Avisaremos você por email sobre novas mensagens.',
      },
      off: { title: 'Avisos desligados.', description: 'As mensagens continuam em Mensagens.' },
    },
    failedTitle: 'Não foi possível mudar os avisos',
  },
  export: {
    heading: 'Baixar meus dados',
    lead: 'Um arquivo JSON com tudo o que guardamos sobre você: conta, perfil, sessões e registro de acessos.',
    download: 'Baixar meus dados',
    downloading: 'Preparando o arquivo...',
    fileName: 'meus-dados-legacy.json',
    failedTitle: 'Não foi possível baixar os seus dados',
  },
  deletion: {
    heading: 'Excluir minha conta',
    lead: 'A exclusão é definitiva: a sua conta, o seu perfil, as suas sessões e o registro de acessos são apagados e não podem ser recuperados. Depois dela, não será possível entrar com este email e senha.',
    start: 'Excluir minha conta',
    confirm: {
      title: 'Excluir a conta para sempre?',
      text: 'Digite a sua senha para confirmar. Esta ação não pode ser desfeita.',
      passwordLabel: 'Sua senha',
      confirm: 'Excluir definitivamente',
      busy: 'Excluindo...',
      keep,
    },
    passwordMissing: 'Informe a sua senha.',
    wrongPassword: 'Senha incorreta.',
    toasts: {
      deleted: {
        title: 'Sua conta foi excluída.',
        description: 'Enviamos uma confirmação por email.',
      },
      failedTitle: 'Não foi possível excluir a conta',
    },
  },
} as const;
