import { durationText, mailCopy } from './copy.ts';
import { actionButton, colors, frame, linkFallback, paragraph } from './templates.ts';

export interface SignInCodeInput {
  code: string;
  link: string;
  siteUrl: string;
  expiresInSeconds: number;
}

/** The pt-BR words of the e-mail that carries a code to sign in (decision 044). */
const signInCodeCopy = {
  subject: 'Seu código de acesso — Legacy',
  heading: 'Seu código de acesso',
  intro: 'Use este código para entrar na área do cliente Legacy:',
  orLink: 'Ou entre pelo botão abaixo, neste aparelho:',
  action: 'Entrar na área do cliente',
  validity: (duration: string) =>
    `Por segurança, o código e o link valem por ${duration} e podem ser usados uma única vez.`,
  ignore:
    'Se você não pediu este código, ignore este email: sem ele, ninguém entra na sua conta por aqui.',
} as const;

/** "123456" as "123 456": easier to read off one screen and type into another. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

function codeBlock(code: string) {
  return `<p style="margin:8px 0 24px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:32px;font-weight:600;letter-spacing:0.2em;color:${colors.ink}">${spaced(code)}</p>`;
}

/** The code to type, and a link that signs in on the device that opens it. */
export function signInCodeEmail({ code, link, siteUrl, expiresInSeconds }: SignInCodeInput) {
  const copy = signInCodeCopy;
  const validity = copy.validity(durationText(expiresInSeconds));
  return {
    subject: copy.subject,
    text: [
      copy.heading,
      '',
      copy.intro,
      '',
      spaced(code),
      '',
      copy.orLink,
      link,
      '',
      validity,
      copy.ignore,
      '',
      `— ${mailCopy.signature}`,
    ].join('\n'),
    html: frame(
      siteUrl,
      copy.subject,
      copy.heading,
      `${paragraph(copy.intro)}
${codeBlock(code)}
${paragraph(copy.orLink)}
${actionButton(link, copy.action)}
${paragraph(validity)}
${paragraph(copy.ignore, colors.muted)}
${linkFallback(link)}`,
    ),
  };
}
