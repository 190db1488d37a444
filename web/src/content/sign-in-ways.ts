/**
 * The texts of the other ways in that paint with `/auth`'s form (decisions 044, 046). The rest of
 * each way's texts travel with its own code, fetched when it is first used.
 */
export const signInWaysContent = {
  passkey: 'Entrar com chave de acesso',
  passkeyBusy: 'Aguardando a chave de acesso...',
  emailCode: 'Receber um código por email',
} as const;
