import { durationText, mailCopy } from './copy.ts';

interface EmailInput {
  link: string;
  siteUrl: string;
  expiresInSeconds: number;
}

type Purpose = 'recovery' | 'invite' | 'signup';

/**
 * The site's palette (web/src/styles.css) and type, so a message looks like the page it leads to.
 * Mail clients take no stylesheet and no web font: every style is inline, Fraunces falls back to
 * Georgia, and the text uses the site's own stack of the device's sans (decision 024).
 */
export const colors = {
  ink: '#10282c',
  ivory: '#fbf9f5',
  surface: '#f5f1e8',
  sand: '#d8cbb3',
  brassLight: '#dcc08d',
  brassRule: '#c9a465',
  brass: '#735524',
  muted: '#3f666c',
};
const serif = "'Fraunces Variable', Fraunces, Georgia, 'Times New Roman', serif";
const sans =
  "Seravek, 'Segoe UI Variable Text', 'Segoe UI', Ubuntu, Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const paragraphOf = (html: string, color = colors.ink) =>
  `<p style="margin:0 0 16px;font-family:${sans};font-size:16px;line-height:1.65;color:${color}">${html}</p>`;

export const paragraph = (text: string, color = colors.ink) => paragraphOf(escapeHtml(text), color);

/** An address written out as a link to itself. */
function addressLink(link: string) {
  const href = escapeHtml(link);
  return `<a href="${href}" style="color:${colors.brass};text-decoration:underline;word-break:break-all">${href}</a>`;
}

/** One table layout with inline styles: what Outlook and Gmail both render. */
export function frame(siteUrl: string, subject: string, heading: string, body: string) {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.surface}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.surface}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colors.ivory};border:1px solid ${colors.sand};border-radius:16px;border-collapse:separate;overflow:hidden">
<tr><td style="padding:28px 32px;background:${colors.ink};border-radius:15px 15px 0 0">
<a href="${escapeHtml(siteUrl)}" style="font-family:${serif};font-size:26px;font-weight:600;color:${colors.ivory};text-decoration:none">${escapeHtml(mailCopy.brand)}</a>
<div style="margin-top:6px;font-family:${sans};font-size:13px;font-weight:600;letter-spacing:0.18em;text-transform:uppercase;color:${colors.brassLight}">${escapeHtml(mailCopy.tagline)}</div>
</td></tr>
<tr><td style="padding:36px 32px 16px">
<div style="width:48px;height:1px;margin:0 0 20px;background:${colors.brassRule};font-size:0;line-height:0">&nbsp;</div>
<h1 style="margin:0 0 20px;font-family:${serif};font-size:28px;line-height:1.2;font-weight:500;color:${colors.ink}">${escapeHtml(heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 32px 24px;border-top:1px solid ${colors.sand};font-family:${sans};font-size:14px;line-height:1.45;color:${colors.muted}">${escapeHtml(mailCopy.signature)}<br>${escapeHtml(mailCopy.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The message's one action, as the site's primary button: a petrol pill with ivory text. */
export function actionButton(link: string, label: string) {
  const href = escapeHtml(link);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:28px 0"><tr><td style="background:${colors.ink};border-radius:9999px">
<a href="${href}" style="display:inline-block;padding:14px 28px;border-radius:9999px;font-family:${sans};font-size:16px;font-weight:500;letter-spacing:0.025em;line-height:1.25;color:${colors.ivory};text-decoration:none">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** A label and an address, the address a link: not every mail client makes one of the text. */
export const labelledLink = (label: string, link: string) =>
  paragraphOf(`${escapeHtml(label)}: ${addressLink(link)}`);

/** The action's address written out, for mail clients that drop the button. */
export function linkFallback(link: string) {
  return `<p style="margin:24px 0 0;font-family:${sans};font-size:14px;line-height:1.45;color:${colors.muted}">${escapeHtml(mailCopy.buttonFallback)}<br>${addressLink(link)}</p>`;
}

function html(purpose: Purpose, { link, siteUrl, expiresInSeconds }: EmailInput) {
  const copy = mailCopy[purpose];
  return frame(
    siteUrl,
    copy.subject,
    copy.heading,
    `${paragraph(copy.intro)}
${actionButton(link, copy.action)}
${paragraph(copy.validity(durationText(expiresInSeconds)))}
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
    copy.validity(durationText(expiresInSeconds)),
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
