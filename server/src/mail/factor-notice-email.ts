import { securityNoticeEmail } from './security-notice-email.ts';

export type FactorChange = 'added' | 'removed' | 'recovery_code_used';

/** The pt-BR words of the second-factor notices. */
const factorCopy = {
  added: {
    subject: 'Verificação em duas etapas ativada — Legacy',
    heading: 'Verificação em duas etapas ativada',
    intro:
      'Um aplicativo autenticador foi ativado como segunda etapa de acesso à sua conta na área do cliente Legacy. A partir de agora, o código dele pode ser pedido depois da senha.',
  },
  removed: {
    subject: 'Verificação em duas etapas removida — Legacy',
    heading: 'Verificação em duas etapas removida',
    intro:
      'Um aplicativo autenticador foi removido da sua conta na área do cliente Legacy: o código dele não será mais pedido para entrar.',
  },
  recovery_code_used: {
    subject: 'Um código de recuperação foi usado — Legacy',
    heading: 'Um código de recuperação foi usado',
    intro:
      'Um dos seus códigos de recuperação acabou de ser usado no lugar do código do aplicativo autenticador para entrar na sua conta na área do cliente Legacy. Ele não vale mais; veja quantos restam ou gere novos em Segurança.',
  },
} as const;

/** The notice of a factor added to or removed from the account, or a recovery code spent: nothing to click. */
export const factorNoticeEmail = (change: FactorChange, siteUrl: string) =>
  securityNoticeEmail(factorCopy[change], siteUrl);
