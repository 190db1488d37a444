import { securityNoticeEmail } from './security-notice-email.ts';

export type PasskeyChange = 'added' | 'used' | 'removed';

/** The pt-BR words of the passkey notices. */
const passkeyCopy = {
  added: {
    subject: 'Chave de acesso adicionada — Legacy',
    heading: 'Chave de acesso adicionada',
    intro:
      'Uma chave de acesso foi adicionada à sua conta na área do cliente Legacy. A partir de agora, ela pode ser usada para entrar sem digitar a senha.',
  },
  used: {
    subject: 'Entrada com chave de acesso — Legacy',
    heading: 'Entrada com chave de acesso',
    intro:
      'Uma das suas chaves de acesso acabou de ser usada para entrar na sua conta na área do cliente Legacy.',
  },
  removed: {
    subject: 'Chave de acesso removida — Legacy',
    heading: 'Chave de acesso removida',
    intro:
      'Uma chave de acesso foi removida da sua conta na área do cliente Legacy: ela não serve mais para entrar.',
  },
} as const;

/** The notice of a passkey added, used to sign in, or removed. */
export const passkeyNoticeEmail = (change: PasskeyChange, siteUrl: string) =>
  securityNoticeEmail(passkeyCopy[change], siteUrl);
