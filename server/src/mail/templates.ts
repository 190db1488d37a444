import { durationText, mailCopy } from './copy.ts';

interface EmailInput {
  link: string;
  siteUrl: string;
  expiresInSeconds: number;
}

type Purpose = 'recovery' | 'invite' | 'signup';

export const colors = {
  ink: '#10282c',
  ivory: '#fbf9f5',
  sand: '#e8dfcf',
  brass: '#8a6a35',
  muted: '#3f666c',
};
const serif = "Georgia, 'Times New Roman', serif";
const sans = "'Helvetica Neue', Helvetica, Arial, sans-serif";

function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const paragraph = (text: string, color = colors.ink) =>
  `<p style="margin:0 0 16px;font-family:${sans};font-size:15px;line-height:1.6;color:${color}">${escapeHtml(text)}</p>`;

/** One table layout with inline styles: what Outlook and Gmail both render. */
export function frame(siteUrl: string, subject: string, heading: string, body: string) {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.ivory}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.ivory}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${colors.sand}">
<tr><td style="padding:28px 32px;background:${colors.ink}">
<a href="${escapeHtml(siteUrl)}" style="font-family:${serif};font-size:24px;color:${colors.ivory};text-decoration:none">${escapeHtml(mailCopy.brand)}</a>
<div style="font-family:${sans};font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${colors.sand}">${escapeHtml(mailCopy.tagline)}</div>
</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-family:${serif};font-size:24px;font-weight:normal;color:${colors.ink}">${escapeHtml(heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${colors.sand};font-family:${sans};font-size:12px;line-height:1.5;color:${colors.muted}">${escapeHtml(mailCopy.signature)}<br>${escapeHtml(mailCopy.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The message's one action, as a button. */
export function actionButton(link: string, label: string) {
  const href = escapeHtml(link);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="background:${colors.brass}">
<a href="${href}" style="display:inline-block;padding:14px 28px;font-family:${sans};font-size:15px;color:#ffffff;text-decoration:none">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** The action's address written out, for mail clients that drop the button. */
export function linkFallback(link: string) {
  const href = escapeHtml(link);
  return `<p style="margin:24px 0 0;font-family:${sans};font-size:13px;line-height:1.6;color:${colors.muted}">${escapeHtml(mailCopy.buttonFallback)}<br><a href="${href}" style="color:${colors.brass};word-break:break-all">${href}</a></p>`;
}

function html(purpose: Purpose, { link, siteUrl, expiresInSeconds }: EmailInput) {
  const copy = mailCopy[purpose];
  return frame(
    siteUrl,
    copy.subject,
    copy.heading,
    `${paragraph(copy.intro)}
${actionButton(link, copy.action)}
${paragraph(mailCopy.validity(durationText(expiresInSeconds)))}
${paragraph(copy.ignore, colors.muted)}
${linkFallback(link)}`,
  );
}

function text(purpose: Purpose, { link, expiresInSeconds }: EmailInput) {
  const copy = mailCopy[purpose];
  return [
    copy.heading,
    '',
    copy.intro,
    '',
    `${copy.action}:`,
    link,
    '',
    mailCopy.validity(durationText(expiresInSeconds)),
    copy.ignore,
    '',
    `— ${mailCopy.signature}`,
  ].join('\n');
}

function template(purpose: Purpose) {
  return (input: EmailInput) => ({
    subject: mailCopy[purpose].subject,
    text: text(purpose, input),
    html: html(purpose, input),
  });
}

export const recoveryEmail = template('recovery');
export const inviteEmail = template('invite');
export const signupConfirmationEmail = template('signup');

/** The notice that an account was deleted at its owner's request: nothing to click. */
export function accountDeletedEmail(siteUrl: string) {
  const copy = mailCopy.accountDeleted;
  return {
    subject: copy.subject,
    text: [copy.heading, '', copy.intro, '', copy.note, '', `— ${mailCopy.signature}`].join('\n'),
    html: frame(
      siteUrl,
      copy.subject,
      copy.heading,
      `${paragraph(copy.intro)}\n${paragraph(copy.note, colors.muted)}`,
    ),
  };
}
