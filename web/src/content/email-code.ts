/**
 * Ours: the texts of signing in with a code by e-mail, on `/auth` (decision 044). Apart from
 * auth.ts so that they travel with the screens that show them, fetched when first wanted.
 */
export const emailCodeContent = {
  askTitle: 'Entrar com um código',
  askLead: 'Informe o seu email. Se ele tiver uma conta, enviaremos um código de 6 dígitos.',
  send: 'Enviar código',
  codeLead: (email: string) =>
    `Se ${email} tiver uma conta, o código chegará em instantes. Ele vale por 10 minutos.`,
  codeHint: 'O código de 6 dígitos do email que enviamos. Você pode colar o código aqui.',
  enter: 'Entrar',
  resend: 'Enviar um novo código',
  otherEmail: 'Usar outro email',
  withPassword: 'Entrar com senha',
  resent: { title: 'Código enviado!', description: 'Use o código do email mais recente.' },
  linkTitle: 'Entrar com o link do email',
  linkLead: 'Toque no botão para entrar na área do cliente neste aparelho.',
  errors: {
    missing: 'Digite os 6 dígitos do código.',
    wrong: 'Código incorreto. Confira o email e digite o código de novo.',
    expired: 'Este código expirou ou já foi usado. Peça um novo código.',
    tooManyTries: 'Código errado vezes demais. Peça um novo código ou use o link do email.',
    linkExpired: 'Este link expirou ou já foi usado. Peça um novo código.',
    waitToResend: (seconds: number) =>
      `Acabamos de enviar um código para este endereço. Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} para pedir outro.`,
  },
} as const;
