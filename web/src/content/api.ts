/** What the client reads when a call to the data API (`/api/v1`) does not go through. */
export const apiErrorMessages = {
  noConnection: 'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
  serviceUnavailable: 'Não foi possível falar com o servidor agora. Tente de novo em instantes.',
  tooManyRequests: 'Muitas tentativas seguidas. Aguarde um instante e tente de novo.',
  unexpected: 'Ocorreu um erro. Tente novamente.',
} as const;

/** The server no longer knows the session (signed out elsewhere, expired, account disabled). */
export const sessionEndedToast = {
  title: 'Sessão encerrada',
  description: 'Entre novamente para continuar.',
} as const;

/** A part of a client page that could not be loaded from the data API. */
export const loadFailedContent = {
  retry: 'Tentar de novo',
} as const;
