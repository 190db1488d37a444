/** Why a host's CalDAV calendar could not be used. */
export type CalendarFailureReason =
  'login_refused' | 'calendar_not_found' | 'unreachable' | 'failed';

/** What the host reads (the connect form's error, the console's status): what to do about it. */
export const calendarFailureMessages: Record<CalendarFailureReason, string> = {
  login_refused:
    'O calendário recusou o usuário ou a senha de app. Gere uma nova senha de app no seu provedor e conecte o calendário de novo.',
  calendar_not_found:
    'Nenhum calendário de eventos foi encontrado neste endereço. Confira o endereço CalDAV indicado pelo seu provedor.',
  unreachable:
    'O servidor do calendário não respondeu. Confira o endereço; se estiver certo, tentaremos de novo em alguns minutos.',
  failed:
    'O servidor do calendário respondeu com um erro. Tentaremos de novo em alguns minutos; se persistir, conecte o calendário de novo.',
};

export class CalendarFailure extends Error {
  constructor(readonly reason: CalendarFailureReason) {
    super(`calendar ${reason}`);
    this.name = 'CalendarFailure';
  }
}

/** A CalDAV request's failure, as the host can act on it. */
export function calendarFailureOf(error: unknown): CalendarFailure {
  if (error instanceof CalendarFailure) return error;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/\b(401|403)\b|Invalid credentials/i.test(text)) return new CalendarFailure('login_refused');
  if (/\b(404|410)\b/.test(text)) return new CalendarFailure('calendar_not_found');
  if (/fetch failed|TimeoutError|AbortError|ECONNREFUSED|ENOTFOUND/i.test(text)) {
    return new CalendarFailure('unreachable');
  }
  return new CalendarFailure('failed');
}
