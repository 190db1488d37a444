/**
 * The messages the sign-in screen shows once its form is sent: its rules' (seed §5) and those of
 * the auth server's refusals the seed leaves to its generic message (ours). Apart from auth.ts so
 * that they travel with the code that sends the form, not with the first paint.
 */

/** Seed §5: the messages of the validation rules; the seed's minimum is 6. */
export const validationMessages = {
  invalidEmail: 'Email inválido',
  emailTooLong: 'Email muito longo',
  passwordTooShort: (minLength: number) => `Senha deve ter no mínimo ${minLength} caracteres`,
  passwordTooLong: 'Senha muito longa',
  passwordsDiffer: 'As senhas não coincidem',
  /** Ours: the team's first account also asks for a name. */
  nameMissing: 'Informe seu nome.',
  nameTooLong: (limit: number) => `Use no máximo ${limit} caracteres.`,
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
