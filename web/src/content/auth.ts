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
  expiredLink: {
    title: 'Este link não vale mais',
    text: 'O link de redefinição expirou ou já foi usado. Informe o seu email para receber um novo.',
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

/** Seed §5: the messages of the validation rules; the seed's minimum is 6. */
export const validationMessages = {
  invalidEmail: 'Email inválido',
  emailTooLong: 'Email muito longo',
  passwordTooShort: (minLength: number) => `Senha deve ter no mínimo ${minLength} caracteres`,
  passwordTooLong: 'Senha muito longa',
  passwordsDiffer: 'As senhas não coincidem',
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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Ours: what the seed's generic message left unsaid — how long to wait, and that the server could
 * not be reached (then trying again at once will not help).
 */
export const authErrorMessages = {
  /** 10 wrong passwords lock the address for 15 minutes (auth-api.md, "Limits"). */
  tooManySignIns: (minutes: number) =>
    `Muitas tentativas. Tente de novo em ${plural(minutes, 'minuto', 'minutos')}.`,
  tooManySignInsWithoutWait: 'Muitas tentativas. Tente de novo em alguns minutos.',
  /** One reset e-mail per address per interval (60 s by default). */
  resetTooSoon: (seconds: number) =>
    `Acabamos de enviar um email para este endereço. Aguarde ${plural(seconds, 'segundo', 'segundos')} para pedir outro.`,
  noConnection: 'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
} as const;

/** Ours: what setting a new password can be refused for (auth-api.md, `PUT /user`). */
export const newPasswordErrorMessages = {
  weakPassword: 'Esta senha é muito comum ou fácil de adivinhar. Escolha outra.',
  samePassword: 'A nova senha precisa ser diferente da atual.',
} as const;
