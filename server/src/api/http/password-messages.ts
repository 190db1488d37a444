/** The password rules in the words the browser form uses (seed §5), for the data API's answers. */
export const passwordMessages = {
  required: 'Informe a senha.',
  tooShort: (minLength: number) => `Senha deve ter no mínimo ${minLength} caracteres`,
  tooLong: 'Senha muito longa',
  common: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
} as const;
