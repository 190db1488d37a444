import { mailCopy } from './copy.ts';
import { actionButton, colors, frame, linkFallback, paragraph } from './templates.ts';

/** The pt-BR words of the notices of a message waiting: never the message itself. */
const messageNoticeCopy = {
  client: {
    subject: 'Você tem uma nova mensagem da equipe Legacy',
    heading: 'Nova mensagem da equipe',
    intro: 'A equipe Legacy deixou uma mensagem para você na área do cliente.',
    action: 'Ler a mensagem',
    note: 'Para não receber mais estes avisos, desligue-os em Segurança, na área do cliente.',
  },
  team: {
    subject: 'Nova mensagem de cliente — Legacy',
    heading: 'Mensagem aguardando a equipe',
    intro: (client: string) => `${client} deixou uma mensagem que ainda não foi lida pela equipe.`,
    action: 'Abrir as mensagens',
  },
} as const;

function noticeEmail(
  siteUrl: string,
  link: string,
  copy: { subject: string; heading: string; action: string },
  intro: string,
  note?: string,
) {
  return {
    subject: copy.subject,
    text: [
      copy.heading,
      '',
      intro,
      '',
      `${copy.action}:`,
      link,
      ...(note ? ['', note] : []),
      '',
      `— ${mailCopy.signature}`,
    ].join('\n'),
    html: frame(
      siteUrl,
      copy.subject,
      copy.heading,
      `${paragraph(intro)}
${actionButton(link, copy.action)}
${note ? paragraph(note, colors.muted) : ''}
${linkFallback(link)}`,
    ),
  };
}

/** To a client: the team wrote, and where to read it. */
export function clientMessageNoticeEmail(siteUrl: string, link: string) {
  const copy = messageNoticeCopy.client;
  return noticeEmail(siteUrl, link, copy, copy.intro, copy.note);
}

/** To the team: a client wrote (named by their name or address), and where to read it. */
export function teamMessageNoticeEmail(siteUrl: string, link: string, client: string) {
  const copy = messageNoticeCopy.team;
  return noticeEmail(siteUrl, link, copy, copy.intro(client));
}
