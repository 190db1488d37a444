import { bookingWhen } from './booking-templates.ts';
import { mailCopy } from './copy.ts';
import { actionButton, colors, frame, linkFallback, paragraph } from './templates.ts';

/** The pt-BR words of the recap notice: that there is a recap, never what it says. */
const recapCopy = {
  subject: 'Resumo da sua conversa disponível — Legacy',
  heading: 'Resumo da sua conversa',
  greeting: (name: string | null) => (name ? `Olá, ${name}.` : 'Olá.'),
  intro:
    'A equipe Legacy escreveu o resumo da sua conversa, com os próximos passos combinados. Ele está na sua agenda, na área do cliente.',
  when: 'Conversa',
  action: 'Ler o resumo',
  privacy:
    'Por sigilo, o resumo não vai por email: ele fica só na área do cliente, para quem entra na sua conta.',
} as const;

export interface RecapNotice {
  siteUrl: string;
  /** The client's agenda, where the recap is read. */
  agendaUrl: string;
  timeZone: string;
  start: string;
  end: string;
  clientName: string | null;
}

/** Tells the client a conversation's recap is ready to read, in HTML and text. */
export function recapNoticeEmail(notice: RecapNotice) {
  const when = `${recapCopy.when}: ${bookingWhen(notice, notice.timeZone)}`;
  const greeting = recapCopy.greeting(notice.clientName);
  return {
    subject: recapCopy.subject,
    text: [
      recapCopy.heading,
      '',
      greeting,
      '',
      recapCopy.intro,
      '',
      when,
      '',
      `${recapCopy.action}:`,
      notice.agendaUrl,
      '',
      recapCopy.privacy,
      '',
      `— ${mailCopy.signature}`,
    ].join('\n'),
    html: frame(
      notice.siteUrl,
      recapCopy.subject,
      recapCopy.heading,
      [
        paragraph(greeting),
        paragraph(recapCopy.intro),
        paragraph(when),
        actionButton(notice.agendaUrl, recapCopy.action),
        paragraph(recapCopy.privacy, colors.muted),
        linkFallback(notice.agendaUrl),
      ].join('\n'),
    ),
  };
}
