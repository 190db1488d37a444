/**
 * Every text of the sign-in screen and its toasts. Labels, messages and toasts marked "seed" are
 * exact (seed §2 "/auth", §5, §8); the "Nova senha" mode is ours (architecture.md, "The
 * password-recovery flow").
 */

export const authScreen = {
  /** Seed: the title of each mode; "Nova senha" is ours. */
  titles: {
    signin: 'Entrar',
    reset: 'Redefinir senha',
    'new-password': 'Nova senha',
  },
  leads: {
    signin: 'Acesse a sua área exclusiva.',
    reset: 'Informe o seu email e enviaremos um link para você criar uma nova senha.',
    'new-password': 'Escolha a senha que você vai usar a partir de agora.',
  },
  submitLabels: {
    signin: 'Entrar',
    reset: 'Enviar',
    'new-password': 'Salvar nova senha',
  },
  processing: 'Processando...',
  emailLabel: 'Email',
  emailPlaceholder: 'seu@email.com',
  passwordLabel: 'Senha',
  newPasswordLabel: 'Nova senha',
  passwordConfirmationLabel: 'Confirme a nova senha',
  /** The minimum is the server's `PASSWORD_MIN_LENGTH`. */
  passwordHint: (minLength: number, maxLength: number) =>
    `De ${minLength} a ${maxLength} caracteres.`,
  forgotPassword: 'Esqueceu a senha?',
  rememberedPassword: 'Lembrou a senha?',
  backToSignIn: 'Fazer login',
  /** Seed: "← Voltar para o site"; the arrow is decoration, not part of the link's name. */
  backToSite: { arrow: '←', label: 'Voltar para o site' },
  /** Ours: the legal pages, below the form. */
  legalLinks: {
    label: 'Documentos legais',
    terms: 'Termos de Uso',
    privacy: 'Política de Privacidade',
  },
  expiredLink: {
    recovery: {
      title: 'Este link não vale mais',
      text: 'O link de redefinição expirou ou já foi usado. Informe o seu email para receber um novo.',
    },
    invite: {
      title: 'Este convite não vale mais',
      text: 'O link do convite expirou ou já foi usado. Se você ainda não criou a sua senha, fale com a equipe Legacy: ela pode enviar um novo convite. Se já criou, entre com o seu email e a sua senha.',
    },
  },
  /** Ours: the tab's title in each mode. */
  documentTitles: {
    signin: 'Entrar — Legacy',
    reset: 'Redefinir senha — Legacy',
    'new-password': 'Nova senha — Legacy',
  },
  /** Ours: shown instead of a form that cannot be sent when JavaScript is off. */
  noScript:
    'Para entrar, ative o JavaScript do seu navegador: esta página precisa dele para enviar o formulário.',
  aside: {
    eyebrow: 'Área do Cliente',
    quote: 'Um espaço reservado para quem escolheu transformar trajetória em legado.',
  },
} as const;

/** Seed §8: titles and texts of the toasts; `passwordChanged` and the new-password errors are ours. */
export const authToasts = {
  validationErrorTitle: 'Erro de validação',
  errorTitle: 'Erro',
  signedIn: { title: 'Login realizado!', description: 'Bem-vindo de volta' },
  resetEmailSent: {
    title: 'Email enviado!',
    description: 'Verifique sua caixa de entrada para redefinir a senha.',
  },
  passwordChanged: {
    title: 'Senha atualizada!',
    description: 'Sua nova senha já está valendo.',
  },
} as const;

/** Seed §8: what a provider error says, by what the provider's text contains. */
export const providerErrorMessages = {
  invalidCredentials: 'Email ou senha incorretos.',
  alreadyRegistered: 'Este email já está cadastrado.',
  emailNotConfirmed: 'Por favor, confirme seu email antes de fazer login.',
  unexpected: 'Ocorreu um erro. Tente novamente.',
} as const;
