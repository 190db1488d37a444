/** The texts of "Entrar com chave de acesso" on `/auth`, apart: that screen loads little. */
export const passkeySignInContent = {
  button: 'Entrar com chave de acesso',
  busy: 'Aguardando a chave de acesso...',
  failedTitle: 'Não foi possível entrar com a chave de acesso',
  cancelled: 'A chave de acesso não foi usada. Tente de novo, ou entre com email e senha.',
  unknown:
    'Esta chave de acesso não vale para nenhuma conta. Entre com email e senha e adicione uma nova em Segurança.',
} as const;
