import { apiErrorMessages } from './api.ts';
import { siteContent } from './site.ts';

const keep = 'Cancelar';
const activatedOn = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });

/**
 * Every text of the second factor: the code asked after the password, and its section of
 * `/dashboard/seguranca` (set it up with an authenticator app, or remove it).
 */
export const twoFactorContent = {
  /** How the factor is named on the server; one per account on these screens. */
  factorName: 'Aplicativo autenticador',
  /** What the authenticator app shows above the codes. */
  issuer: siteContent.brandName,
  code: {
    label: 'Código de 6 dígitos',
    hint: 'O código que o aplicativo autenticador mostra agora. Ele muda a cada 30 segundos.',
    failedTitle: 'Código não aceito',
  },
  errors: {
    missing: 'Digite os 6 dígitos do código.',
    wrong: 'Código incorreto. Confira o aplicativo e digite o código que aparece agora.',
    expired:
      'O tempo para usar este código acabou. Digite o código que aparece agora no aplicativo.',
    tooMany: 'Muitas tentativas com código errado. Aguarde alguns minutos e tente de novo.',
    setupExpired: 'O tempo para concluir a configuração acabou. Cancele e comece de novo.',
    needsCode:
      'Para desativar, a sessão precisa ter passado pelo código do aplicativo. Saia, entre de novo com a senha e o código, e tente outra vez.',
  },
  /** On "Nova senha", after a recovery link, for an account with the second factor. */
  newPassword: {
    codeHint:
      'A sua conta tem verificação em duas etapas: para salvar a nova senha, digite também o código de 6 dígitos que o aplicativo autenticador mostra agora.',
    lostApp: 'Perdeu o acesso ao aplicativo?',
    contact: 'Fale com a equipe',
    newTab: '(abre em nova aba)',
    afterContact:
      ': depois de confirmar a sua identidade, ela desativa a verificação em duas etapas, e você pede um novo link em “Esqueceu a senha?”.',
  },
  gate: {
    documentTitle: `Verificação em duas etapas — ${siteContent.brandName}`,
    title: 'Verificação em duas etapas',
    lead: 'A sua conta pede um segundo passo. Abra o aplicativo autenticador no celular e digite o código de 6 dígitos.',
    submit: 'Verificar',
    busy: 'Verificando...',
    cancel: 'Cancelar e sair',
    toasts: {
      signOutFailed: { title: 'Erro', description: apiErrorMessages.unexpected },
    },
  },
  /** Right after the password, for a member of the team without a factor (STAFF_REQUIRE_MFA). */
  staffEnrolment: {
    documentTitle: `Ative a verificação em duas etapas — ${siteContent.brandName}`,
    title: 'Ative a verificação em duas etapas',
    lead: 'O console da equipe pede, além da senha, um código de 6 dígitos gerado por um aplicativo autenticador no seu celular. Configure agora; depois seguimos para onde você ia.',
    continue: 'Continuar',
    codesFailed: {
      title: 'Não foi possível gerar os códigos de recuperação',
      description: 'Gere-os depois em Segurança, na verificação em duas etapas.',
    },
  },
  section: {
    heading: 'Verificação em duas etapas',
    lead: 'Além da senha, a cada entrada pedimos um código de 6 dígitos gerado por um aplicativo autenticador no seu celular (Google Authenticator, Microsoft Authenticator, 1Password e outros).',
    loading: 'Verificando a configuração...',
    loadFailed: 'Não foi possível ler a configuração da verificação em duas etapas.',
    start: 'Ativar verificação em duas etapas',
    starting: 'Preparando...',
    startFailedTitle: 'Não foi possível começar a configuração',
    enrolment: {
      scanStep: 'Abra o aplicativo autenticador e leia este QR code.',
      qrAlt: 'QR code para adicionar a sua conta Legacy ao aplicativo autenticador',
      keyStep: 'Se não conseguir ler o QR code, adicione a conta digitando esta chave:',
      copyKey: 'Copiar chave',
      keyCopied: { title: 'Chave copiada.', description: 'Cole-a no aplicativo autenticador.' },
      copyFailed: {
        title: 'Não foi possível copiar',
        description: 'Selecione a chave e copie-a, ou digite-a no aplicativo.',
      },
      codeStep: 'Digite o código de 6 dígitos que o aplicativo passou a mostrar.',
      confirm: 'Confirmar e ativar',
      confirming: 'Confirmando...',
      cancel: keep,
    },
    on: {
      since: (isoDate: string) => `Ativada em ${activatedOn.format(new Date(isoDate))}.`,
      note: 'A cada entrada, depois da senha, pedimos o código do aplicativo.',
      remove: 'Desativar verificação em duas etapas',
      confirm: {
        title: 'Desativar a verificação em duas etapas?',
        text: 'Sem ela, a sua conta volta a pedir só a senha para entrar. Você poderá ativá-la de novo quando quiser.',
        confirm: 'Desativar',
        busy: 'Desativando...',
        keep,
      },
    },
    toasts: {
      activated: {
        title: 'Verificação em duas etapas ativada.',
        description: 'A partir de agora, pedimos o código do aplicativo a cada entrada.',
      },
      removed: {
        title: 'Verificação em duas etapas desativada.',
        description: 'A sua conta volta a pedir só a senha para entrar.',
      },
      removeFailedTitle: 'Não foi possível desativar',
    },
  },
} as const;
