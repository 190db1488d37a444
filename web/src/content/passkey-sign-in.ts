/** The texts of a passkey's sign-in that go with its ceremony, fetched on the first tap. */
export const passkeySignInContent = {
  failedTitle: 'Não foi possível entrar com a chave de acesso',
  cancelled: 'A chave de acesso não foi usada. Tente de novo, ou entre com email e senha.',
  unknown:
    'Esta chave de acesso não vale para nenhuma conta. Entre com email e senha e adicione uma nova em Segurança.',
} as const;
