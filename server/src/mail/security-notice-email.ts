import { mailCopy } from './copy.ts';
import { colors, frame, paragraph } from './templates.ts';

export interface SecurityNoticeCopy {
  subject: string;
  heading: string;
  intro: string;
}

/** The note every security notice ends with. */
const note = 'Se não foi você, troque sua senha e fale com a equipe o quanto antes.';

/** A notice of a change to how the account is entered: nothing to click, what to do if not you. */
export function securityNoticeEmail(copy: SecurityNoticeCopy, siteUrl: string) {
  return {
    subject: copy.subject,
    text: [copy.heading, '', copy.intro, '', note, '', `— ${mailCopy.signature}`].join('\n'),
    html: frame(
      siteUrl,
      copy.subject,
      copy.heading,
      `${paragraph(copy.intro)}\n${paragraph(note, colors.muted)}`,
    ),
  };
}
